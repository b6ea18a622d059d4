import { escalatedMessage } from '@/contract/escalations';
import { auditEscalation, entityTitle } from './audit';
import type { QueueName } from './claims';
import { db, nextId } from './db';
import { isAdminUser } from './sessions';
import type { MockApplication, MockComplaint, MockEscalation, MockUser, MockVideo } from './types';
import { userSummaryById } from './views/users';

/**
 * Second opinions (src/contract/escalations.ts): a request waits on its queue item until an
 * administrator decides the item (its decision answers it) or hands it back with a word. While it
 * waits the item is out of the moderators' queue: not in its list's waiting view, never handed out
 * by `…/next`, and a moderator's decision on it is refused (409 naming who asked). The rows stay
 * once answered: the queue health page counts them.
 */

type QueueRow = MockVideo | MockComplaint | MockApplication;

export const ENTITY_TYPES = {
  videos: 'video',
  complaints: 'complaint',
  applications: 'application',
} as const satisfies Record<QueueName, string>;

/** The request waiting on an item, if any. */
export function waitingEscalation(queue: QueueName, itemId: number): MockEscalation | undefined {
  return db.escalations.find(
    (row) => row.state === 'waiting' && row.queue === queue && row.itemId === itemId,
  );
}

/** The ids of a queue's items waiting for a second opinion, for filtering a whole list at once. */
export function escalatedIds(queue: QueueName): Set<number> {
  const ids = new Set<number>();
  for (const row of db.escalations)
    if (row.state === 'waiting' && row.queue === queue) ids.add(row.itemId);
  return ids;
}

/** What an item carries as `escalation` (`itemEscalationSchema`): its waiting request, else null. */
export function itemEscalationView(queue: QueueName, itemId: number) {
  const row = waitingEscalation(queue, itemId);
  return row
    ? {
        id: row.id,
        note: row.note,
        askedBy: userSummaryById(row.askedById),
        askedAt: row.askedAt,
      }
    : null;
}

/** The row of `GET /escalations` (`escalationSchema`). */
export function escalationView(row: MockEscalation) {
  const item = (db[row.queue] as QueueRow[]).find((candidate) => candidate.id === row.itemId);
  return {
    ...itemEscalationView(row.queue, row.itemId)!,
    queue: row.queue,
    itemId: row.itemId,
    itemTitle: item ? entityTitle(ENTITY_TYPES[row.queue], item) : `№${row.itemId}`,
  };
}

/**
 * Whether `me` may not decide the item: a moderator, while a second opinion on it waits. The 409's
 * body (`Ждёт второго мнения: просит <nickname>`), else null. An administrator's decision answers it.
 */
export function refusedEscalated(
  queue: QueueName,
  itemId: number,
  me: MockUser,
): { message: string } | null {
  if (isAdminUser(me)) return null;
  const row = waitingEscalation(queue, itemId);
  return row ? { message: escalatedMessage(userSummaryById(row.askedById).nickname) } : null;
}

/** The request made: the item waits for administrators, nobody holds it any more. */
export function askSecondOpinion(
  queue: QueueName,
  item: QueueRow,
  me: MockUser,
  note: string,
): MockEscalation {
  const row: MockEscalation = {
    id: nextId('escalations'),
    queue,
    itemId: item.id,
    note,
    askedById: me.id,
    askedAt: new Date().toISOString(),
    state: 'waiting',
    answeredById: null,
    answeredAt: null,
    answer: null,
  };
  db.escalations.push(row);
  item.claim = null;
  auditEscalation(me, 'escalate', ENTITY_TYPES[queue], item, note);
  return row;
}

/** An administrator's decision of the item answers the request waiting on it (if any). */
export function answerByDecision(queue: QueueName, itemId: number, me: MockUser): void {
  const row = waitingEscalation(queue, itemId);
  if (!row) return;
  Object.assign(row, {
    state: 'decided',
    answeredById: me.id,
    answeredAt: new Date().toISOString(),
  });
}

/** Handed back to the queue with a word: the item waits for moderators again. */
export function giveBack(row: MockEscalation, item: QueueRow, me: MockUser, answer: string): void {
  Object.assign(row, {
    state: 'returned',
    answeredById: me.id,
    answeredAt: new Date().toISOString(),
    answer,
  });
  item.claim = null;
  auditEscalation(me, 'escalation_return', ENTITY_TYPES[row.queue], item, answer);
}
