import {
  HOUR_MS,
  QUEUE_NAMES,
  type ModeratorStats,
  type QueueName,
  type QueueStats,
} from '@/contract/queue-stats';
import type { AuditEntityType } from '@/contract/audit';
import { db } from '../db';
import { isWaiting } from '../claims';
import { escalatedIds } from '../escalations';
import { queueHistory } from '../queue-history';
import type { MockAuditEntry } from '../types';
import { userSummaryById } from './users';

/**
 * The queues' figures (GET /stats/queues), from what the mock keeps: the items (what waits, what came
 * in), the audit trail (every decision, who made it, when its author had opened the item, what was
 * changed afterwards) and the archived week before (mocks/queue-history.ts).
 */

const ENTITY_QUEUES: Partial<Record<AuditEntityType, QueueName>> = {
  video: 'videos',
  complaint: 'complaints',
  application: 'applications',
};

/** A decision: an entry that changed a queue item's status (approve, reject, resolve, take down…). */
export interface Decision {
  queue: QueueName;
  at: number;
  actorId: number;
  /** From opening the item to deciding it, when it was opened first. */
  openMs: number | null;
  fate: 'undone' | 'reversed' | null;
}

function statusChange(entry: MockAuditEntry): QueueName | null {
  const queue = ENTITY_QUEUES[entry.entityType];
  if (!queue || !entry.before || !entry.after || !('status' in entry.after)) return null;
  return entry.before.status !== entry.after.status ? queue : null;
}

/** The trail's decisions with their fates: the next decision on the same item, by whom. */
export function trailDecisions(trail: readonly MockAuditEntry[]): Decision[] {
  const decisions: Decision[] = [];
  /** The last decision on each item so far, to give its fate when the next one comes. */
  const last = new Map<string, Decision>();
  for (const entry of trail) {
    const queue = statusChange(entry);
    if (!queue) continue;
    const at = Date.parse(entry.createdAt);
    const decision: Decision = {
      queue,
      at,
      actorId: entry.actorId,
      openMs: entry.openedAt ? at - Date.parse(entry.openedAt) : null,
      fate: null,
    };
    const key = `${queue}/${entry.entityId}`;
    const previous = last.get(key);
    if (previous) previous.fate = previous.actorId === entry.actorId ? 'undone' : 'reversed';
    last.set(key, decision);
    decisions.push(decision);
  }
  return decisions;
}

/** Every decision known at `now`: the archived week's and the trail's. */
export function allDecisions(now: number): Decision[] {
  const anchor = Math.floor(now / HOUR_MS) * HOUR_MS;
  const archived = queueHistory().decisions.map((decision): Decision => ({
    queue: decision.queue,
    at: anchor - decision.agoMs,
    actorId: decision.actorId,
    openMs: decision.openMs,
    fate: decision.fate,
  }));
  // The trail's entries are in the order they were written, which is time's.
  return [...archived, ...trailDecisions(db.audit)];
}

/** When each item came into its queue: the archived week's arrivals and the items' own. */
export function allArrivals(now: number): { queue: QueueName; at: number }[] {
  const anchor = Math.floor(now / HOUR_MS) * HOUR_MS;
  return [
    ...queueHistory().arrivals.map((arrival) => ({
      queue: arrival.queue,
      at: anchor - arrival.agoMs,
    })),
    ...QUEUE_NAMES.flatMap((queue) =>
      (db[queue] as { createdAt: string }[]).map((item) => ({
        queue,
        at: Date.parse(item.createdAt),
      })),
    ),
  ];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export interface QueueStatsQuery {
  from: number;
  to: number;
  now: number;
  /** Only this moderator's row (a moderator's call); else everyone who decided in the period. */
  onlyModerator: number | null;
}

export function queueStats({ from, to, now, onlyModerator }: QueueStatsQuery): QueueStats {
  const firstHour = Math.floor(from / HOUR_MS) * HOUR_MS;
  // Every hour the period touches, the one `to` falls in included.
  const hourCount = Math.floor((to - firstHour) / HOUR_MS) + 1;
  const inPeriod = (at: number) => at >= from && at <= to;
  const decisions = allDecisions(now).filter((decision) => inPeriod(decision.at));
  const arrivals = allArrivals(now).filter((arrival) => inPeriod(arrival.at));
  const escalations = db.escalations.filter((row) => inPeriod(Date.parse(row.askedAt)));

  const queues = QUEUE_NAMES.map((queue) => {
    const targetHours = db.queueTargets.find((target) => target.queue === queue)?.targetHours ?? 24;
    const all = (db[queue] as Parameters<(typeof isWaiting)[typeof queue]>[0][]).filter((item) =>
      (isWaiting[queue] as (row: typeof item) => boolean)(item),
    );
    // What waits for a second opinion is the administrators', not the moderators' queue.
    const escalated = escalatedIds(queue);
    const waiting = all.filter((item) => !escalated.has(item.id));
    const since = waiting.map((item) => Date.parse(item.createdAt));
    const hours = Array.from({ length: hourCount }, (_, index) => ({
      at: new Date(firstHour + index * HOUR_MS).toISOString(),
      received: 0,
      decided: 0,
    }));
    const bucket = (at: number) => hours[Math.floor((at - firstHour) / HOUR_MS)];
    let received = 0;
    let decided = 0;
    for (const arrival of arrivals) {
      if (arrival.queue !== queue) continue;
      received += 1;
      bucket(arrival.at)!.received += 1;
    }
    for (const decision of decisions) {
      if (decision.queue !== queue) continue;
      decided += 1;
      bucket(decision.at)!.decided += 1;
    }
    return {
      queue,
      waiting: waiting.length,
      secondOpinionsWaiting: all.length - waiting.length,
      oldestWaitingSince: since.length ? new Date(Math.min(...since)).toISOString() : null,
      targetHours,
      overTarget: since.filter((at) => now - at > targetHours * HOUR_MS).length,
      received,
      decided,
      escalated: escalations.filter((row) => row.queue === queue).length,
      hours,
    };
  });

  const byActor = new Map<number, Decision[]>();
  for (const decision of decisions) {
    byActor.set(decision.actorId, [...(byActor.get(decision.actorId) ?? []), decision]);
  }
  // Who asked for a second opinion has a row too, decisions or not.
  for (const row of escalations) if (!byActor.has(row.askedById)) byActor.set(row.askedById, []);
  if (onlyModerator !== null) {
    for (const id of [...byActor.keys()]) if (id !== onlyModerator) byActor.delete(id);
    if (!byActor.has(onlyModerator)) byActor.set(onlyModerator, []);
  }
  const lastDay = to - 24 * HOUR_MS;
  const moderators: ModeratorStats[] = [...byActor].map(([id, own]) => {
    const opened = own.flatMap((decision) => (decision.openMs === null ? [] : [decision.openMs]));
    const seconds = median(opened);
    return {
      moderator: userSummaryById(id),
      decisionsLastDay: own.filter((decision) => decision.at > lastDay).length,
      decisions: own.length,
      medianSeconds: seconds === null ? null : Math.round(seconds / 1000),
      undoneShare: share(own.filter((decision) => decision.fate === 'undone').length, own.length),
      reversedShare: share(
        own.filter((decision) => decision.fate === 'reversed').length,
        own.length,
      ),
      escalations: escalations.filter((row) => row.askedById === id).length,
    };
  });
  moderators.sort(
    (a, b) => b.decisions - a.decisions || a.moderator.nickname.localeCompare(b.moderator.nickname),
  );
  return {
    dateFrom: new Date(from).toISOString(),
    dateTo: new Date(to).toISOString(),
    generatedAt: new Date(now).toISOString(),
    queues,
    moderators,
  };
}
