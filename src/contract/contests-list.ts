import { defineListContract, listFilter } from './list';

/**
 * The contests' list contract and statuses (docs/product.md#contests): what the URL state of the
 * list needs, apart from the entity's field rules (contests.ts), so the route's search schema
 * brings no form rules to the first chunk.
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

/**
 * A finished or cancelled contest takes no new videos: the server answers 422, the form offers none.
 * Here, not in contests.ts: the contest pickers of every page filter with it, without the schemas.
 */
export function takesNoNewVideos(status: string): boolean {
  return status === 'finished' || status === 'cancelled';
}
