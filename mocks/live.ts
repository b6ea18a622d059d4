import { claimView, isWaiting, liveClaim, type QueueName } from './claims';
import { databaseRevision, db, onDatabaseChange, type DatabaseChange } from './db';
import { parseRevision, REVISION_KEY } from './journal';
import { countQueues } from './handlers/stats';
import { sessionEndedFor } from './sessions';
import { loadJson } from './storage';
import { riskThresholdOf } from './handlers/video-risk';
import { riskChanges, riskState, type RiskEvent } from './live-risk';
import type { EscalationEvent } from '@/contract/escalations';
import type { MockApplication, MockComplaint, MockEscalation, MockVideo } from './types';
import { userSummaryById } from './views/users';

/**
 * The live events of `GET /events` (docs/api.md, «Live events»): what the mock's changes mean to the
 * queues, found by comparing the queues after each change with how they were before it. Every way
 * the data changes (a handler's call, the simulated colleague, a bulk decision) is covered without
 * each of them announcing itself.
 */
export type LiveEvent =
  | { type: 'claim'; data: { queue: QueueName; id: number; claim: ReturnType<typeof claimView> } }
  | {
      type: 'decision';
      data: {
        queue: QueueName;
        id: number;
        status: string;
        by: ReturnType<typeof userSummaryById> | null;
        at: string | null;
        effects?: DecisionEffect[];
      };
    }
  | { type: 'counters'; data: ReturnType<typeof countQueues> }
  /** The user's session is over: sent on to that user's streams alone, as `{ message }`. */
  | { type: 'session'; data: { userId: number; message: string } }
  /** The moderation policy's reasons changed: the dialogs read them again. */
  | { type: 'policy'; data: Record<string, never> }
  | RiskEvent
  /** A second opinion asked for, or answered (src/contract/escalations.ts). */
  | { type: 'escalation'; data: EscalationEvent };

export const QUEUES: readonly QueueName[] = ['videos', 'complaints', 'applications'];

/** Another entity a decision changed, with its new status (docs/api.md, DecisionEvent). */
export interface DecisionEffect {
  entity: 'videos' | 'comments' | 'users';
  id: number;
  status: string;
}

/** One queue item as the events see it. */
interface ItemState {
  status: string;
  /** Holder and end of the claim in force, `''` when there is none. */
  claim: string;
  /** A complaint's: what it is about and its author, as they are now (a decision may change them). */
  targets?: DecisionEffect[];
}

const TARGET_TABLES = { video: 'videos', comment: 'comments', user: 'users' } as const;

/** The statuses of what a complaint is about and of the user it is about, as they are now. */
function targetsOf(complaint: MockComplaint): DecisionEffect[] {
  const entity = TARGET_TABLES[complaint.targetType];
  const targets: DecisionEffect[] = [];
  const rows: { id: number; status: string }[] = db[entity];
  const target = rows.find((row) => row.id === complaint.targetId);
  if (target) targets.push({ entity, id: target.id, status: target.status });
  const author = db.users.find((user) => user.id === complaint.targetUserId);
  if (author && !(entity === 'users' && author.id === complaint.targetId))
    targets.push({ entity: 'users', id: author.id, status: author.status });
  return targets;
}

/** What a complaint's decision changed: the targets whose status is not what it was before. */
function effectsOf(was: ItemState, now: ItemState): DecisionEffect[] {
  return (now.targets ?? []).filter(
    (target) =>
      !was.targets?.some(
        (old) =>
          old.entity === target.entity && old.id === target.id && old.status === target.status,
      ),
  );
}

interface Snapshot {
  items: Map<string, ItemState>;
  counters: string;
  /** The users whose session is over (blocked, or no panel role): one newly among them is told. */
  ended: Set<number>;
  /** The policy's reasons as they are, and the risk threshold. */
  policy: string;
  /** When each video's scores were sent, by its id (`''`: none). */
  risks: Map<number, string>;
  /** Each second opinion's state, by its id. */
  escalations: Map<number, string>;
}

type Row = MockVideo | MockComplaint | MockApplication;

function waitingIn(queue: QueueName, row: Row): boolean {
  if (queue === 'videos') return isWaiting.videos(row as MockVideo);
  if (queue === 'complaints') return isWaiting.complaints(row as MockComplaint);
  return isWaiting.applications(row as MockApplication);
}

function snapshot(): Snapshot {
  const items = new Map<string, ItemState>();
  for (const queue of QUEUES) {
    for (const row of db[queue] as Row[]) {
      const claim = liveClaim(row, waitingIn(queue, row));
      items.set(`${queue}/${row.id}`, {
        status: row.status,
        claim: claim ? `${claim.byId}@${claim.expiresAt}` : '',
        ...(queue === 'complaints' && { targets: targetsOf(row as MockComplaint) }),
      });
    }
  }
  const ended = new Set(db.users.filter((user) => sessionEndedFor(user)).map(({ id }) => id));
  return {
    items,
    counters: JSON.stringify(countQueues()),
    ended,
    policy: JSON.stringify([db.policyReasons, riskThresholdOf()]),
    risks: riskState(),
    escalations: new Map(db.escalations.map((row) => [row.id, row.state])),
  };
}

/** Who made the item's current decision and when, per queue. */
function decidedBy(queue: QueueName, row: Row): { byId: number | null; at: string | null } {
  if (queue === 'videos') {
    const video = row as MockVideo;
    return { byId: video.moderatedById, at: video.moderatedAt };
  }
  if (queue === 'complaints') {
    const { resolution } = row as MockComplaint;
    return { byId: resolution?.resolvedById ?? null, at: resolution?.resolvedAt ?? null };
  }
  const application = row as MockApplication;
  return { byId: application.reviewedById, at: application.reviewedAt };
}

/** A second opinion as the stream tells it: asked, or how it was answered. */
function escalationEvent(row: MockEscalation): EscalationEvent {
  const item = (db[row.queue] as Row[]).find((candidate) => candidate.id === row.itemId);
  return {
    queue: row.queue,
    id: row.itemId,
    state: row.state === 'waiting' ? 'asked' : row.state,
    askedBy: userSummaryById(row.askedById),
    note: row.note,
    by: row.answeredById === null ? null : userSummaryById(row.answeredById),
    status: item?.status ?? '',
    answer: row.answer,
  };
}

/** The events that lead from `before` to the data as it is now; new or deleted rows move only counters. */
export function changesSince(before: Snapshot, after: Snapshot = snapshot()): LiveEvent[] {
  const events: LiveEvent[] = [];
  for (const queue of QUEUES) {
    for (const row of db[queue] as Row[]) {
      const was = before.items.get(`${queue}/${row.id}`);
      const now = after.items.get(`${queue}/${row.id}`);
      if (!was || !now) continue;
      if (was.status !== now.status) {
        const { byId, at } = decidedBy(queue, row);
        const by = byId === null ? null : userSummaryById(byId);
        const effects = effectsOf(was, now);
        events.push({
          type: 'decision',
          data: {
            queue,
            id: row.id,
            status: now.status,
            by,
            at,
            ...(effects.length > 0 && { effects }),
          },
        });
      } else if (was.claim !== now.claim) {
        const claim = claimView(row, waitingIn(queue, row));
        events.push({ type: 'claim', data: { queue, id: row.id, claim } });
      }
    }
  }
  if (before.counters !== after.counters) events.push({ type: 'counters', data: countQueues() });
  if (before.policy !== after.policy) events.push({ type: 'policy', data: {} });
  events.push(...riskChanges(before.risks, after.risks));
  for (const row of db.escalations) {
    if (before.escalations.get(row.id) !== after.escalations.get(row.id))
      events.push({ type: 'escalation', data: escalationEvent(row) });
  }
  for (const user of db.users) {
    if (!after.ended.has(user.id) || before.ended.has(user.id)) continue;
    const message = sessionEndedFor(user);
    if (message) events.push({ type: 'session', data: { userId: user.id, message } });
  }
  return events;
}

const listeners = new Set<(event: LiveEvent) => void>();
/** The other tabs of the browser (shareLiveEventsBetweenTabs), null in Node. */
let channel: BroadcastChannel | null = null;
/** The queues as the last change left them, kept while anybody may be listening. */
let last: Snapshot | null = null;

function deliver(event: LiveEvent): void {
  for (const listener of listeners) listener(event);
}

/** A live event as a tab tells the others: with the revision its change was stored at. */
interface SharedLiveEvent {
  event: LiveEvent;
  revision: string | null;
}

function publish(event: LiveEvent): void {
  deliver(event);
  channel?.postMessage({ event, revision: databaseRevision() } satisfies SharedLiveEvent);
}

/**
 * How long another tab's event waits, at the most, for its change to reach this tab's storage. A
 * browser hands a tab another tab's localStorage writes and its BroadcastChannel messages on separate
 * paths: a message can come first, and the page's refetch it causes would read the data as it was
 * before the change it announces.
 */
const STORAGE_LAG_MS = 1000;
/** Other tabs' events not delivered yet, in the order they came. */
const arrived: SharedLiveEvent[] = [];
let lagTimer: ReturnType<typeof setTimeout> | undefined;

/** Whether this tab's storage holds the change stored at `revision` (or a later database). */
function storedHere(revision: string | null): boolean {
  const wanted = parseRevision(revision);
  const stored = parseRevision(loadJson<string>(REVISION_KEY));
  return !wanted || !stored || stored.generation !== wanted.generation || stored.n >= wanted.n;
}

/** Delivers, in order, the events whose change is here; the first one waits STORAGE_LAG_MS at most. */
function deliverArrived(late = false): void {
  clearTimeout(lagTimer);
  while (arrived.length > 0 && (late || storedHere(arrived[0]!.revision))) {
    deliver(arrived.shift()!.event);
    late = false;
  }
  if (arrived.length > 0) lagTimer = setTimeout(() => deliverArrived(true), STORAGE_LAG_MS);
}

const onStorage = (event: StorageEvent) => {
  if (event.key === REVISION_KEY || event.key === null) deliverArrived();
};

const hasAudience = () => listeners.size > 0 || channel !== null;

onDatabaseChange((change: DatabaseChange) => {
  if (!hasAudience()) {
    last = null;
    return;
  }
  const now = snapshot();
  // Another tab's data taken over: that tab has told everybody already.
  if (change === 'commit' && last) for (const event of changesSince(last, now)) publish(event);
  if (change === 'reset' && last && last.counters !== now.counters)
    publish({ type: 'counters', data: countQueues() });
  last = now;
});

/** Calls `listener` with every event from now on; returns the unsubscribe. */
export function subscribeLive(listener: (event: LiveEvent) => void): () => void {
  last ??= snapshot();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * In the browser each tab runs the mock in its own page: the events of one tab's changes reach the
 * streams the other tabs serve over a BroadcastChannel (not used in Node, where test files running side
 * by side would hear each other), each once its change is in this tab's storage (STORAGE_LAG_MS).
 */
export function shareLiveEventsBetweenTabs(): () => void {
  if (channel || typeof BroadcastChannel === 'undefined') return () => {};
  const shared = new BroadcastChannel('www-mock-live');
  shared.onmessage = (message: MessageEvent<SharedLiveEvent | undefined>) => {
    if (!message.data?.event) return;
    arrived.push(message.data);
    deliverArrived();
  };
  globalThis.addEventListener?.('storage', onStorage);
  channel = shared;
  last ??= snapshot();
  return () => {
    shared.close();
    globalThis.removeEventListener?.('storage', onStorage);
    if (channel === shared) channel = null;
  };
}
