import { defineListContract, listFilter } from './list';

/**
 * The contests' list contract and statuses (PRODUCT §5): what the URL state of the list needs, apart
 * from the entity's field rules (contests.ts), so the route's search schema brings no form rules to the
 * first chunk.
 */

export const CONTEST_STATUSES = ['draft', 'active', 'finished', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** `GET /contests`: the status switch opens on «Все» (no status sent). */
export const contestsListContract = defineListContract({
  sorts: ['startsAt', 'endsAt', 'prizeFund', 'participantsCount'],
  sort: 'startsAt',
  filters: {
    status: listFilter.status(CONTEST_STATUSES, { all: 'all', byDefault: 'all' }),
    categoryId: listFilter.id(),
  },
});
