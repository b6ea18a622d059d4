import { defineListContract, listFilter } from './list';

/**
 * The application contract (PRODUCT §5, Applications row): its enums and labels, and the list (sorts,
 * filters, what «all» means). The panel, the mock and the OpenAPI document read it: free of React,
 * the router and the UI.
 */
export const APPLICATION_TYPES = ['verification', 'contest', 'payout'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
} as const satisfies Record<ApplicationStatus, string>;

/**
 * `GET /applications`: the list opens on those waiting; «Все» sends no status. `userId` (one user's
 * applications) is the user card's, not the list's.
 */
export const applicationsListContract = defineListContract({
  sorts: ['createdAt'],
  sort: 'createdAt',
  filters: {
    status: listFilter.status(APPLICATION_STATUSES, { all: 'all', byDefault: 'pending' }),
    type: listFilter.oneOf(APPLICATION_TYPES),
    userId: listFilter.id(),
  },
});
