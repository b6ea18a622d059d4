import { defineListContract, listFilter } from './list';

/** `GET /complaint-reasons`: in their display order (complaint-reasons.ts is the entity). */
export const complaintReasonsListContract = defineListContract({
  sorts: ['sortOrder'],
  sort: 'sortOrder',
  order: 'asc',
  filters: { isActive: listFilter.flag() },
});
