import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the contests list (PRODUCT §5: status, category, search; sorts of the row). */
export const CONTEST_STATUS_FILTERS = ['all', 'draft', 'active', 'finished', 'cancelled'] as const;

export const contestsList = defineListSearch({
  sorts: ['startsAt', 'endsAt', 'prizeFund', 'participantsCount'],
  sort: 'startsAt',
  filters: {
    status: filter.choice(CONTEST_STATUS_FILTERS, 'all'),
    categoryId: filter.id(),
  },
});
export type ContestsSearch = typeof contestsList.defaults;
