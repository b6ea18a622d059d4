import { db } from './db';
import type { MockApplication, MockClaim, MockComplaint, MockUser, MockVideo } from './types';
import { userSummaryById } from './views/users';
import {
  claimedMessage as claimedText,
  decidedMessage,
  formatDecidedAt,
} from '@/contract/conflicts';

/** docs/product.md#several-moderators-at-once: a claim lasts 120 s unless its holder renews it. */
export const CLAIM_TTL_MS = 120_000;

let claimTtlMs = CLAIM_TTL_MS;
/** How long a claim lasts now: 120 s unless the mock server was started with `--claim-ttl`. */
export const claimTtl = () => claimTtlMs;
/** `--claim-ttl` of the mock server: a shorter claim, for a quick `npm run queue:sim`. */
export function setClaimTtl(ms: number): void {
  claimTtlMs = ms;
}

/** The three queues whose items can be claimed, by the path segment of their endpoints. */
export type QueueName = 'videos' | 'complaints' | 'applications';

type Claimable = { claim?: MockClaim | null };

/** Whether the item still waits in its queue (only those can be claimed or decided as waiting). */
export const isWaiting = {
  videos: (video: MockVideo) => video.status === 'moderation',
  complaints: (complaint: MockComplaint) => complaint.status === 'new',
  applications: (application: MockApplication) => application.status === 'pending',
};

/**
 * The claim in force on a waiting item, else null. Time is read from `Date.now()` at every call (never
 * a timer), so a test moves claims past their expiry with fake timers' `setSystemTime`.
 */
export function liveClaim(item: Claimable, waiting: boolean): MockClaim | null {
  const claim = item.claim ?? null;
  return waiting && claim && claim.expiresAt > Date.now() ? claim : null;
}

/** The claim as the contract shows it (`claimSchema`). */
export function claimView(item: Claimable, waiting: boolean) {
  const claim = liveClaim(item, waiting);
  return claim
    ? { by: userSummaryById(claim.byId), expiresAt: new Date(claim.expiresAt).toISOString() }
    : null;
}

/** Takes or renews the item for `me` for the next 120 s. */
export function takeClaim(item: Claimable, me: MockUser): MockClaim {
  const now = Date.now();
  // A renewal keeps the moment the item was opened: the time to a decision counts from there.
  const own = item.claim?.byId === me.id && item.claim.expiresAt > now ? item.claim : null;
  const claim = { byId: me.id, expiresAt: now + claimTtlMs, openedAt: own?.openedAt ?? now };
  item.claim = claim;
  return claim;
}

export function releaseClaim(item: Claimable): void {
  item.claim = null;
}

/** `Сейчас проверяет <nickname>`: the 409 of claiming an item another moderator holds. */
export function claimedMessage(claim: MockClaim): string {
  return claimedText(userSummaryById(claim.byId).nickname);
}

export { formatDecidedAt };

/** A late decision's 409 (and a skipped bulk item): the message, and who decided when as fields. */
export interface Decided {
  message: string;
  decidedBy: ReturnType<typeof userSummaryById> | null;
  decidedAt: string | null;
}

export function decided(byId: number | null, at: string | null): Decided {
  const by = byId === null ? null : userSummaryById(byId);
  return { message: decidedMessage(by?.nickname ?? null, at), decidedBy: by, decidedAt: at };
}

/** Who made an item's current decision and when, per queue. */
export const decisionOf = {
  videos: (video: MockVideo) => decided(video.moderatedById, video.moderatedAt),
  complaints: (complaint: MockComplaint) =>
    decided(complaint.resolution?.resolvedById ?? null, complaint.resolution?.resolvedAt ?? null),
  applications: (application: MockApplication) =>
    decided(application.reviewedById, application.reviewedAt),
};

/** The table of a queue, read at call time (a reset replaces the arrays). */
export function queueRows(queue: QueueName): Array<MockVideo | MockComplaint | MockApplication> {
  return db[queue];
}
