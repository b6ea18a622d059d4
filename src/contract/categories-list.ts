import { defineListContract, listFilter } from './list';

/** `GET /categories`: in their display order unless asked otherwise (categories.ts is the entity). */
export const categoriesListContract = defineListContract({
  sorts: ['sortOrder', 'name'],
  sort: 'sortOrder',
  order: 'asc',
  filters: { isActive: listFilter.flag() },
});
