import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { rolesQueryOptions } from '@/shared/api/options';
import { DataTable } from '@/shared/table/DataTable';
import { FilterBar } from '@/shared/table/FilterBar';
import { EnumFilter, IdFilter, ResetFiltersButton } from '@/shared/table/filters';
import { SearchInput } from '@/shared/table/SearchInput';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import { USER_STATUS_STYLES } from '@/shared/ui/statuses';
import { userQueryOptions, usersListQueryOptions } from './api';
import { userColumns } from './columns';
import { usersList } from './search';

const route = getRouteApi('/_authenticated/users/');
const STATUS_LABELS = {
  active: USER_STATUS_STYLES.active.label,
  blocked: USER_STATUS_STYLES.blocked.label,
};

export function UsersPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListPage(route, usersList, usersListQueryOptions);
  const { search, change } = list;
  const roles = useQuery(rolesQueryOptions());

  return (
    <>
      <PageHeader
        title="Пользователи"
        crumbs={[{ label: 'Пользователи' }, { label: 'Все пользователи' }]}
      />
      <FilterBar>
        <SearchInput
          value={search.search}
          placeholder="Поиск по никнейму, имени, e-mail"
          onChange={(value) => change({ search: value })}
        />
        <IdFilter
          label="Роль"
          placeholder="Все роли"
          width={180}
          items={roles.data}
          value={search.role}
          onChange={(role) => change({ role })}
        />
        <EnumFilter
          label="Статус"
          placeholder="Все статусы"
          width={180}
          labels={STATUS_LABELS}
          value={search.status}
          onChange={(status) => change({ status })}
        />
        <ResetFiltersButton isFiltered={list.isFiltered} onReset={list.reset} />
      </FilterBar>
      <DataTable
        {...list.table}
        label="Пользователи"
        columns={userColumns}
        onRowClick={(user) => void navigate({ to: '/users/$userId', params: { userId: user.id } })}
        onRowIntent={(user) => void queryClient.prefetchQuery(userQueryOptions(user.id))}
        emptyTitle={list.isFiltered ? 'Никого не нашлось' : 'Пользователей пока нет'}
        emptyHint={
          list.isFiltered ? 'Измените поиск или сбросьте фильтры роли и статуса.' : undefined
        }
      />
    </>
  );
}
