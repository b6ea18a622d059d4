import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListSearch } from '@/shared/table/useListPage';
import { CONTEST_STATUS_STYLES } from '@/shared/ui/statuses';
import { contestsList } from './search';

const route = getRouteApi('/_authenticated/moderation/contests/');

const STATUS_FILTERS = [
  { value: 'all', label: 'Все' },
  { value: 'draft', label: CONTEST_STATUS_STYLES.draft.label },
  { value: 'active', label: CONTEST_STATUS_STYLES.active.label },
  { value: 'finished', label: CONTEST_STATUS_STYLES.finished.label },
  { value: 'cancelled', label: CONTEST_STATUS_STYLES.cancelled.label },
] as const;

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
