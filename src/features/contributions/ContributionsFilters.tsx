import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contestOptionsQueryOptions } from '@/shared/api/options';
import { EnumFilter, IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { PeriodFilter } from '@/shared/table/PeriodFilter';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { useListSearch } from '@/shared/table/useListPage';
import { CONTRIBUTION_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserPicker } from '@/shared/ui/UserPicker';
import { CONTRIBUTION_TYPE_LABELS } from '@/contract/contributions';
import { contributionsList } from './search';

const route = getRouteApi('/_authenticated/_admin/finance/contribution');
const STATUS_FILTERS = statusFilterOptions(CONTRIBUTION_STATUS_STYLES);

/** Status, search, period (presets ending `today`), type, contest and user. */
export function ContributionsFilters({ today }: { today: string }) {
  const list = useListSearch(route, contributionsList);
  const { search, change, field } = list;
  const contests = useQuery(contestOptionsQueryOptions());
  return (
    <ListFilters
      list={list}
      searchPlaceholder="Поиск по пользователю, конкурсу"
      statusOptions={STATUS_FILTERS}
    >
      <PeriodFilter value={search} today={today} onChange={change} />
      <EnumFilter
        label="Тип"
        placeholder="Все типы"
        labels={CONTRIBUTION_TYPE_LABELS}
        {...field('type')}
      />
      <IdFilter
        label="Конкурс"
        placeholder="Все конкурсы"
        width={230}
        items={contests.data}
        {...field('contestId')}
      />
      <UserPicker label="Пользователь" width={220} {...field('userId')} />
    </ListFilters>
  );
}
