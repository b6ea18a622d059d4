import type { AuditEntityType } from '@/contract/audit';
import { audited, type AuditEvent } from './audit';
import { claimTtl, isWaiting, liveClaim, takeClaim } from './claims';
import { controls } from './controls';
import { commit, db, syncDatabase } from './db';
import { waitingEscalation } from './escalations';
import type { MockApplication, MockComplaint, MockUser, MockVideo } from './types';

/**
 * The simulated colleague (docs/product.md#several-moderators-at-once): a second moderator who
 * claims a queue item, looks at it for a few seconds and decides it, so claims and conflicts can be
 * seen without a second browser. A developer control (`controls.colleague`), off by default; never
 * started in tests.
 */
export const COLLEAGUE_TICK_MS = 4_000;
/** How long the colleague holds an item before deciding it. */
export const COLLEAGUE_HOLD_MS = 8_000;

/** A seeded moderator other than the moderator@ account: the colleague's own user row. */
export function colleagueUser(): MockUser | undefined {
  return db.users.find((user) => user.roleIds.includes(2) && user.id !== 2);
}

type Item =
  | { queue: 'videos'; row: MockVideo }
  | { queue: 'complaints'; row: MockComplaint }
  | { queue: 'applications'; row: MockApplication };

/** The newest waiting items of every queue: what a moderator has in front of them. */
function waitingItems(): Item[] {
  const newest = <T extends { createdAt: string }>(rows: T[]) =>
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10);
  return [
    ...newest(db.videos.filter(isWaiting.videos)).map((row) => ({ queue: 'videos', row }) as const),
    ...newest(db.complaints.filter(isWaiting.complaints)).map(
      (row) => ({ queue: 'complaints', row }) as const,
    ),
    ...newest(db.applications.filter(isWaiting.applications)).map(
      (row) => ({ queue: 'applications', row }) as const,
    ),
  ];
}

/** Waiting in its queue, and not for a second opinion (a moderator may not decide those). */
function isWaitingItem(item: Item): boolean {
  if (waitingEscalation(item.queue, item.row.id)) return false;
  if (item.queue === 'videos') return isWaiting.videos(item.row);
  if (item.queue === 'complaints') return isWaiting.complaints(item.row);
  return isWaiting.applications(item.row);
}

const COLLEAGUE_COMPLAINT_NOTE = 'Нарушений не найдено';
const COLLEAGUE_PAYOUT_REASON = 'Нужны уточнения по реквизитам';

const ENTITY_TYPES = {
  videos: 'video',
  complaints: 'complaint',
  applications: 'application',
} as const satisfies Record<Item['queue'], AuditEntityType>;

/** What the trail says of the colleague's decision (as `change` makes it). */
function eventOf(item: Item): AuditEvent {
  const entityType = ENTITY_TYPES[item.queue];
  if (item.queue === 'complaints')
    return { action: 'reject', entityType, reason: COLLEAGUE_COMPLAINT_NOTE };
  if (item.queue === 'applications' && item.row.type === 'payout')
    return { action: 'reject', entityType, reason: COLLEAGUE_PAYOUT_REASON };
  return { action: 'approve', entityType };
}

/** Decides like a moderator's call would, in the audit trail too. */
function decide(item: Item, me: MockUser): void {
  audited(me, eventOf(item), item.row, () => change(item, me));
}

/** The colleague's decision, without side effects on other tables. */
function change(item: Item, me: MockUser): void {
  const at = new Date().toISOString();
  if (item.queue === 'videos') {
    Object.assign(item.row, {
      status: 'published',
      rejectReason: null,
      moderatedAt: at,
      moderatedById: me.id,
      claim: null,
    });
  } else if (item.queue === 'complaints') {
    Object.assign(item.row, {
      status: 'rejected',
      claim: null,
      resolution: {
        action: 'none',
        note: COLLEAGUE_COMPLAINT_NOTE,
        resolvedById: me.id,
        resolvedAt: at,
      },
    });
  } else {
    // Payouts would touch balances: the colleague turns those down and approves the rest.
    const payout = item.row.type === 'payout';
    Object.assign(item.row, {
      status: payout ? 'rejected' : 'approved',
      rejectReason: payout ? COLLEAGUE_PAYOUT_REASON : null,
      reviewedById: me.id,
      reviewedAt: at,
      claim: null,
    });
  }
}

/**
 * One step: decide the item held long enough, else (holding nothing) claim a random waiting item nobody
 * holds. Derived from the data alone, so tabs that each run it act as one colleague.
 */
export function colleagueStep(random: () => number = Math.random): void {
  syncDatabase();
  const me = colleagueUser();
  // A blocked colleague's session is over, as a blocked user's calls are refused.
  if (!me || me.status === 'blocked') return;
  const items = waitingItems().filter(isWaitingItem);
  const held = items.find((item) => liveClaim(item.row, true)?.byId === me.id);
  if (held) {
    const takenAt = held.row.claim!.expiresAt - claimTtl();
    if (Date.now() - takenAt < COLLEAGUE_HOLD_MS) return;
    decide(held, me);
    commit();
    return;
  }
  const free = items.filter((item) => liveClaim(item.row, true) === null);
  if (free.length === 0) return;
  takeClaim(free[Math.floor(random() * free.length)]!.row, me);
  commit();
}

/** Runs the colleague every few seconds while `controls.colleague` is on; returns the stop. */
export function startColleague(): () => void {
  const timer = setInterval(() => {
    if (controls.colleague) colleagueStep();
  }, COLLEAGUE_TICK_MS);
  return () => clearInterval(timer);
}
