import type { LiveStreamState } from '../api/session';

/**
 * How often the navigation counters are fetched while no live stream keeps them
 * (docs/product.md#queue-counters).
 */
export const COUNTERS_POLL_MS = 30_000;

/**
 * The counters poll only while the session's stream (`GET /events`) is down: its `counters` events
 * bring every change. Kept apart from the stream's own code, which loads after the first paint.
 */
export const countersRefetchInterval =
  (live: Pick<LiveStreamState, 'open'>) => (): number | false =>
    live.open ? false : COUNTERS_POLL_MS;
