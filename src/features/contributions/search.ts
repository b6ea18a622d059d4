import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the contributions list; free of components and API code, so route files stay light. */
export const CONTRIBUTION_STATUS_FILTERS = [
  'succeeded',
  'pending',
  'failed',
  'refunded',
  'all',
] as const;

export const contributionsList = defineListSearch({
  sorts: ['createdAt', 'amount'],
  sort: 'createdAt',
  filters: {
    // Money actually received is what the totals and the chart are read for; `all` shows every status.
    status: filter.choice(CONTRIBUTION_STATUS_FILTERS, 'succeeded'),
    type: filter.oneOf(['entry_fee', 'donation']),
    contestId: filter.id(),
    userId: filter.id(),
    dateFrom: filter.day(),
    dateTo: filter.day(),
  },
});
export type ContributionsSearch = typeof contributionsList.defaults;
