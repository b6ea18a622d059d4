import { HOUR_MS, type QueueName } from '@/contract/queue-stats';
import { createRandom } from './random';

/**
 * The queues' last week before the data was opened, so «Обзор очередей» means something at once: items
 * that came in and were decided, by several moderators, with how long each looked at an item and
 * which decisions were changed afterwards. Archived traffic: its items are no longer in the tables
 * (they are not the seed's rows, whose dates lie at the seed's fixed moment), only their counts and
 * decisions are. It is kept as ages, not dates: it always lies in the 168 hours before the current
 * hour (the current one holds only what was done in the panel), so the seed stays deterministic and
 * the history stays in view whenever the mock is opened.
 */

export interface HistoryArrival {
  queue: QueueName;
  /** How long before the current hour's start. */
  agoMs: number;
}

export interface HistoryDecision extends HistoryArrival {
  actorId: number;
  /** From opening the item to deciding it. */
  openMs: number;
  /** Whether the decision was changed afterwards: by its author, or by somebody else. */
  fate: 'undone' | 'reversed' | null;
}

export const HISTORY_HOURS = 168;
const SEED = 0x51a7e;

/** The moderators who worked the week (seeded users: 2 is `moderator`, 3 an administrator). */
const STAFF = [
  { id: 2, weight: 5, pace: 70_000 },
  { id: 5, weight: 4, pace: 55_000 },
  { id: 6, weight: 3, pace: 95_000 },
  { id: 7, weight: 3, pace: 120_000 },
  { id: 9, weight: 2, pace: 45_000 },
  { id: 3, weight: 1, pace: 150_000 },
];

/** Items per hour at the busiest time of day, per queue. */
const RATE: Record<QueueName, number> = { videos: 7, complaints: 4, applications: 1.5 };

let cached: { arrivals: HistoryArrival[]; decisions: HistoryDecision[] } | null = null;

export function queueHistory() {
  if (cached) return cached;
  const random = createRandom(SEED);
  const pick = random.weighted(STAFF, (member) => member.weight);
  const arrivals: HistoryArrival[] = [];
  const decisions: HistoryDecision[] = [];
  for (let hour = HISTORY_HOURS; hour >= 1; hour -= 1) {
    // Busy by day, quiet by night: a day's curve over the hours back.
    const load = 0.35 + 0.65 * Math.max(0, Math.sin(((hour % 24) / 24) * 2 * Math.PI));
    for (const queue of Object.keys(RATE) as QueueName[]) {
      const expected = RATE[queue] * load;
      const received = Math.floor(expected + (random.int(0, 100) / 100) * 2);
      for (let i = 0; i < received; i += 1) {
        arrivals.push({ queue, agoMs: (hour - 1) * HOUR_MS + random.int(1, HOUR_MS - 1) });
      }
      const decided = Math.floor(expected + (random.int(0, 100) / 100) * 2);
      for (let i = 0; i < decided; i += 1) {
        const member = pick();
        const roll = random.int(0, 999);
        decisions.push({
          queue,
          agoMs: (hour - 1) * HOUR_MS + random.int(1, HOUR_MS - 1),
          actorId: member.id,
          openMs: Math.round(member.pace * (0.3 + random.int(0, 300) / 100)),
          fate: roll < 30 ? 'undone' : roll < 55 ? 'reversed' : null,
        });
      }
    }
  }
  cached = { arrivals, decisions };
  return cached;
}
