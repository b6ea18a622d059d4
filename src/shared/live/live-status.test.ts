import { afterEach, describe, expect, it } from 'vitest';
import { countersQueryOptions } from './counters';
import { COUNTERS_POLL_MS, countersRefetchInterval, setLiveOpen } from './live-status';

afterEach(() => setLiveOpen(false));

describe('the counters while the live stream is open', () => {
  it('poll every 30 s without the stream, and not at all while it is open', () => {
    expect(countersQueryOptions().refetchInterval).toBe(countersRefetchInterval);
    expect(countersRefetchInterval()).toBe(COUNTERS_POLL_MS);
    expect(COUNTERS_POLL_MS).toBe(30_000);
    setLiveOpen(true);
    expect(countersRefetchInterval()).toBe(false);
    setLiveOpen(false);
    expect(countersRefetchInterval()).toBe(COUNTERS_POLL_MS);
  });
});
