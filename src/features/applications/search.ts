import { defineListSearch, filter } from '@/shared/table/list-search';

/** PRODUCT §5, Applications row: the enums and the list's URL state (no components, no API code). */
export const APPLICATION_TYPES = ['verification', 'contest', 'payout'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationsList = defineListSearch({
  sorts: ['createdAt'],
  sort: 'createdAt',
  filters: {
    status: filter.choice([...APPLICATION_STATUSES, 'all'], 'pending'),
    type: filter.oneOf(APPLICATION_TYPES),
  },
});
export type ApplicationsSearch = typeof applicationsList.defaults;
