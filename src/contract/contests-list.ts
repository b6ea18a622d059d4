import { defineListContract, listFilter } from './list';

/**
 * The contests' list contract and statuses: what the URL state of the list needs, apart from the
 * entity's field rules (contests.ts), so the route's search schema brings no form rules to the first
 * chunk.
 */

/** The API's contest status (docs/api.md, Contest). */
export const CONTEST_STATUSES = ['draft', 'active', 'finished', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/**
 * A contest's state: its status, with an `active` one whose start is still ahead told apart as
 * `scheduled` (published for a later start). One vocabulary for the badge, the list's status switch
 * and its `status` filter, the timeline and the audit trail's status changes.
 */
export const CONTEST_STATES = ['draft', 'scheduled', 'active', 'finished', 'cancelled'] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

/**
 * Whether a contest has started: its start (`startsAt`) has come. A published contest that has not
 * started yet is `active` to the API; the server refuses to finish it (409, `NOT_STARTED_MESSAGE`).
 */
export function hasStarted(contest: { startsAt: string }, now: number): boolean {
  return Date.parse(contest.startsAt) <= now;
}

/** Published, but its start is still ahead: nothing to finish yet, only to cancel. */
export function isScheduled(contest: { status: string; startsAt: string }, now: number): boolean {
  return contest.status === 'active' && !hasStarted(contest, now);
}

/** The state of a contest at `now` (ms). */
export function contestState(
  contest: { status: ContestStatus; startsAt: string },
  now: number,
): ContestState {
  return isScheduled(contest, now) ? 'scheduled' : contest.status;
}

/**
 * `GET /contests`: the status switch opens on «Все» (no status sent). Its values are the states:
 * `scheduled` and `active` split the API's `active` at the start.
 */
export const contestsListContract = defineListContract({
  sorts: ['startsAt', 'endsAt', 'prizeFund', 'participantsCount'],
  sort: 'startsAt',
  filters: {
    status: listFilter.status(CONTEST_STATES, { all: 'all', byDefault: 'all' }),
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
