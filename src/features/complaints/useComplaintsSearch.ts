import { getRouteApi } from '@tanstack/react-router';
import { useListSearch } from '@/shared/table/useListPage';
import { complaintsList } from './search';

const route = getRouteApi('/_authenticated/moderation/complaints');

/**
 * The queue's URL state, for the filters and the queue: the open complaint is in the URL beside the
 * filters but is not one of them (neither «filtered» nor reset).
 */
export function useComplaintsSearch() {
  const { search, change, field } = useListSearch(route, complaintsList);
  const isFiltered =
    search.status !== 'new' || Boolean(search.search || search.targetType || search.reasonId);
  const reset = () =>
    change({ status: 'new', search: '', targetType: undefined, reasonId: undefined });
  return { search, change, isFiltered, reset, field };
}
