import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the categories list: in their display order unless asked otherwise. */
export const categoriesList = defineListSearch({
  sorts: ['sortOrder', 'name'],
  sort: 'sortOrder',
  order: 'asc',
  filters: { isActive: filter.flag() },
});
