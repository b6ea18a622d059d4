/**
 * Decisions the server has not confirmed, written down until an answer ends them: a 2xx (it stands)
 * or a 4xx (refused: already decided, gone). Two ways in:
 * - sent as a page went away (pagehide, `keepalive`; or `Выйти`, just before the reload), or still
 *   being retried then: the page may never learn the answer (the browser may lose a keepalive call;
 *   in mock mode the service worker has no page left to answer it), so the record waits for the next
 *   start, when a decision that did arrive is refused as already taken (409) — quietly;
 * - failed for good after its retries (5xx, no answer): `failed`, listed in the bar «Не отправлено»
 *   and marked on its item until the moderator sends it again or drops it.
 */
import {
  markResending,
  readUnsent,
  rememberUnsent,
  writeUnsent as write,
  type Resending,
  type UnsentCall,
} from './unsent-storage';

export { hasUnsent, itemOfCall, type UnsentCall } from './unsent-storage';

/** Older than this, a call written down as a page went away is not sent again: the item has surely moved on. */
const FORGET_AFTER_MS = 10 * 60_000;

function isKept(call: UnsentCall, now: number): boolean {
  return call.failed === true || now - call.at < FORGET_AFTER_MS;
}

function isOwnedBy(call: UnsentCall, userId: number | undefined): boolean {
  return call.userId === undefined || call.userId === userId;
}

/** The decisions still waiting (all, or those `userId` sends), for the pages that say so. */
export function listUnsent(userId?: number, now = Date.now()): UnsentCall[] {
  return readUnsent().filter(
    (call) => isKept(call, now) && (userId === undefined || isOwnedBy(call, userId)),
  );
}

/**
 * Takes what waits for `userId` (and what has no owner), forgetting what is too old; another user's
 * decisions stay written down for them. Those that had failed stay listed, as the session's
 * `resending`, while they are on their way (`settleResent`).
 */
export function takeUnsent(
  userId: number | undefined,
  resending: Resending,
  now = Date.now(),
): UnsentCall[] {
  const kept = readUnsent().filter((call) => isKept(call, now));
  const taken = kept.filter((call) => isOwnedBy(call, userId));
  markResending(
    resending,
    taken.filter((call) => call.failed),
    true,
  );
  write(kept.filter((call) => !isOwnedBy(call, userId)));
  return taken;
}

/** A taken call has its answer: ended (2xx, 4xx) or, `failed`, written down again as failed. */
export function settleResent(call: UnsentCall, failed: boolean, resending: Resending): void {
  if (failed) rememberUnsent({ ...call, failed: true });
  markResending(resending, [call], false);
}

/** `Не отправлять`: the failed decisions of `userId` are dropped; returns them. */
export function dropFailed(userId: number | undefined): UnsentCall[] {
  const calls = readUnsent();
  const dropped = calls.filter((call) => call.failed && isOwnedBy(call, userId));
  write(calls.filter((call) => !dropped.includes(call)));
  return dropped;
}

const ITEM_NAMES: Record<string, string> = {
  videos: 'видео',
  comments: 'комментарий',
  complaints: 'жалоба',
  applications: 'заявка',
  users: 'пользователь',
  contests: 'конкурс',
};

/** What a decision was about: «видео №290». */
export function itemName(call: Pick<UnsentCall, 'path'>): string {
  const [entity = '', id] = call.path.split('/');
  const name = ITEM_NAMES[entity] ?? entity;
  return id ? `${name} №${id}` : name;
}

/** What the login page says of the decisions that wait for their user's next login. */
export function unsentDecisionsNotice(calls: UnsentCall[]): string {
  return `Не отправлены решения: ${calls.length} (${calls.map(itemName).join(', ')}). Войдите — они будут отправлены.`;
}
