import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the complaint reasons list, in their display order. */
export const complaintReasonsList = defineListSearch({
  sorts: ['sortOrder'],
  sort: 'sortOrder',
  order: 'asc',
  filters: { isActive: filter.flag() },
});
