import { db } from './db';
import type { MockApplication, MockClaim, MockComplaint, MockUser, MockVideo } from './types';
import { userSummaryById } from './views/users';

/** PRODUCT §7: a claim lasts 120 s unless its holder renews it. */
export const CLAIM_TTL_MS = 120_000;

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
  const claim = { byId: me.id, expiresAt: Date.now() + CLAIM_TTL_MS };
  item.claim = claim;
  return claim;
}

export function releaseClaim(item: Claimable): void {
  item.claim = null;
}

/** `Сейчас проверяет <nickname>`: the 409 of claiming an item another moderator holds. */
export function claimedMessage(claim: MockClaim): string {
  return `Сейчас проверяет ${userSummaryById(claim.byId).nickname}`;
}

/** Moscow time, as the panel's users read it wherever the server runs: `23.11.2026, 09:15`. */
const decidedAtFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

export function formatDecidedAt(iso: string): string {
  return decidedAtFormat.format(new Date(iso));
}

/**
 * `Уже решено: <nickname>, <date>`: the 409 of deciding an item somebody decided meanwhile, naming who
 * made the decision it has now and when.
 */
export function decidedMessage(byId: number | null, at: string | null): string {
  const who = byId === null ? 'неизвестно кто' : userSummaryById(byId).nickname;
  return at ? `Уже решено: ${who}, ${formatDecidedAt(at)}` : `Уже решено: ${who}`;
}

/** Who made an item's current decision and when, per queue. */
export const decisionOf = {
  videos: (video: MockVideo) => decidedMessage(video.moderatedById, video.moderatedAt),
  complaints: (complaint: MockComplaint) =>
    decidedMessage(
      complaint.resolution?.resolvedById ?? null,
      complaint.resolution?.resolvedAt ?? null,
    ),
  applications: (application: MockApplication) =>
    decidedMessage(application.reviewedById, application.reviewedAt),
};

/** The table of a queue, read at call time (a reset replaces the arrays). */
export function queueRows(queue: QueueName): Array<MockVideo | MockComplaint | MockApplication> {
  return db[queue];
}
