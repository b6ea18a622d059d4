import { defineListContract, listFilter } from './list';

/**
 * The applications' enums and list (sorts, filters, what «all» means): what the URL state of
 * the list needs, apart from the item's schema (applications.ts).
 */
export const APPLICATION_TYPES = ['verification', 'contest', 'payout'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * `GET /applications`: the list opens on those waiting, first come first served (oldest first, as
 * every queue); «Все» sends no status. `userId` (one user's
 * applications) is the user card's, not the list's.
 */
export const applicationsListContract = defineListContract({
  sorts: ['createdAt'],
  sort: 'createdAt',
  order: 'asc',
  filters: {
    status: listFilter.status(APPLICATION_STATUSES, { all: 'all', byDefault: 'pending' }),
    type: listFilter.oneOf(APPLICATION_TYPES),
    userId: listFilter.id(),
  },
});
