import { describe, expect, it } from 'vitest';
import { countersQueryOptions } from './counters';
import { COUNTERS_POLL_MS } from './live-status';

describe('the counters while the live stream is open', () => {
  it('poll every 30 s without the stream, and not at all while it is open', () => {
    const live = { open: false };
    // It reads only the stream's state, not the query.
    const interval = countersQueryOptions(live).refetchInterval as () => number | false;
    expect(interval()).toBe(COUNTERS_POLL_MS);
    expect(COUNTERS_POLL_MS).toBe(30_000);
    live.open = true;
    expect(interval()).toBe(false);
    live.open = false;
    expect(interval()).toBe(COUNTERS_POLL_MS);
  });
});
