import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListSearch } from '@/shared/table/useListPage';
import { CONTEST_STATUS_STYLES } from '@/shared/ui/statuses';
import { CONTEST_STATES } from '@/contract/contests-list';
import { contestsList } from './search';

const route = getRouteApi('/_authenticated/moderation/contests/');

/** «Все» first, as the list opens on it; then each state, «Запланирован» included, as its badge says. */
const STATUS_FILTERS = [
  { value: 'all' as const, label: 'Все' },
  ...CONTEST_STATES.map((value) => ({ value, label: CONTEST_STATUS_STYLES[value].label })),
];

/** The contests' status switch, search and category. */
export function ContestsFilters() {
  const list = useListSearch(route, contestsList);
  const { field } = list;
  const categories = useQuery(categoryOptionsQueryOptions());
  return (
    <ListFilters
      list={list}
      searchPlaceholder="Поиск по названию и описанию"
      statusOptions={STATUS_FILTERS}
    >
      <IdFilter
        label="Категория"
        placeholder="Все категории"
        items={categories.data}
        {...field('categoryId')}
      />
    </ListFilters>
  );
}
