/**
 * Contest rules the panel and the server share (the mock validates with them): free of React and
 * the UI.
 */

/** A finished or cancelled contest takes no new videos: the server answers 422, the form offers none. */
export function takesNoNewVideos(status: string): boolean {
  return status === 'finished' || status === 'cancelled';
}

/**
 * Whether a contest has started: its start (`startsAt`) has come. PRODUCT §5 has no status for a
 * published contest that has not started yet: it is `active`; the panel shows it as scheduled
 * (`isScheduled`), and the server refuses to finish it (409, `NOT_STARTED_MESSAGE`).
 */
export function hasStarted(contest: { startsAt: string }, now: number): boolean {
  return Date.parse(contest.startsAt) <= now;
}

/** Published, but its start is still ahead: nothing to finish yet, only to cancel. */
export function isScheduled(contest: { status: string; startsAt: string }, now: number): boolean {
  return contest.status === 'active' && !hasStarted(contest, now);
}

export const NOT_STARTED_MESSAGE = 'Конкурс ещё не начался';
