import { defineListContract, listFilter } from './list';

/**
 * The contributions' enums and list (sorts, filters, what «all» means): what the URL
 * state of the list needs, apart from the item's schema and the refund's rules (contributions.ts).
 */
export const CONTRIBUTION_STATUSES = ['succeeded', 'pending', 'failed', 'refunded'] as const;
export const CONTRIBUTION_TYPES = ['entry_fee', 'donation'] as const;
export const PAYMENT_METHODS = ['card', 'sbp', 'wallet'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * `GET /contributions` (and its export and chart): money actually received is what the totals and
 * the chart are read for, so the page opens on `succeeded`; «Все» sends no status.
 */
export const contributionsListContract = defineListContract({
  sorts: ['createdAt', 'amount'],
  sort: 'createdAt',
  filters: {
    status: listFilter.status(CONTRIBUTION_STATUSES, { all: 'all', byDefault: 'succeeded' }),
    type: listFilter.oneOf(CONTRIBUTION_TYPES),
    contestId: listFilter.id(),
    userId: listFilter.id(),
    dateFrom: listFilter.day('from', 'createdAt'),
    dateTo: listFilter.day('to', 'createdAt'),
  },
});
