/**
 * Whether the live stream (`GET /events`) is open in this tab. Kept apart from the stream's own code,
 * which loads after the first paint: the counters' query reads it from the start.
 */
let open = false;

export function isLiveOpen(): boolean {
  return open;
}

export function setLiveOpen(value: boolean): void {
  open = value;
}

/**
 * How often the navigation counters are fetched while no live stream keeps them
 * (docs/product.md#queue-counters).
 */
export const COUNTERS_POLL_MS = 30_000;

/** The counters poll only while the stream is down: its `counters` events bring every change. */
export const countersRefetchInterval = (): number | false => (open ? false : COUNTERS_POLL_MS);
