import { afterEach, beforeEach, vi } from 'vitest';
import type { QueueStats } from '@/contract/queue-stats';
import { SEED_NOW } from '../db';
import { ADMIN_ID, call } from '../testing';

export const HOUR = 3_600_000;
/**
 * A moment twelve days and a half hour after the seed's: the seeded rows' decisions lie before the
 * week, the archived history in the 168 hours before its hour.
 */
export const NOW = SEED_NOW + 12 * 24 * HOUR + 90 * 60_000;
export const DAY_OF_NOW = new Date(NOW).toISOString().slice(0, 10);
export const WEEK = {
  dateFrom: new Date(NOW - 168 * HOUR).toISOString(),
  dateTo: new Date(NOW).toISOString(),
};
export const query = (period: Record<string, string> = WEEK) => `?${new URLSearchParams(period)}`;

export const stats = (as = ADMIN_ID, period?: Record<string, string>) =>
  call<QueueStats>(`/stats/queues${query(period)}`, { as });

/** The clock of a file's tests stands at `NOW` (only `Date`: the mock's own timers run). */
export function atNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}
