import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { rolesQueryOptions } from '@/shared/api/options';
import { preloadQuery } from '@/shared/api/preload';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter, IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import { USER_STATUS_LABELS } from '@/contract/users';
import { userQueryOptions, usersListQueryOptions } from './api';
import { userColumns } from './columns';
import { usersList } from './search';

const route = getRouteApi('/_authenticated/users/');

export function UsersPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListPage(route, usersList, usersListQueryOptions, { selectable: false });
  const { field } = list;
  const roles = useQuery(rolesQueryOptions());

  return (
    <>
      <PageHeader
        title="Пользователи"
        crumbs={[{ label: 'Пользователи' }, { label: 'Все пользователи' }]}
      />
      <ListFilters list={list} searchPlaceholder="Поиск по никнейму, имени, e-mail">
        <IdFilter
          label="Роль"
          placeholder="Все роли"
          width={180}
          items={roles.data}
          {...field('role')}
        />
        <EnumFilter
          label="Статус"
          placeholder="Все статусы"
          width={180}
          labels={USER_STATUS_LABELS}
          {...field('status')}
        />
      </ListFilters>
      <DataTable
        {...list.table}
        label="Пользователи"
        columns={userColumns}
        onRowClick={(user) => void navigate({ to: '/users/$userId', params: { userId: user.id } })}
        onRowIntent={(user) => void preloadQuery(queryClient, userQueryOptions(user.id))}
        emptyTitle={list.isFiltered ? 'Никого не нашлось' : 'Пользователей пока нет'}
        emptyHint={
          list.isFiltered ? 'Измените поиск или сбросьте фильтры роли и статуса.' : undefined
        }
      />
    </>
  );
}
