/**
 * Decisions a page sent as it went away: on pagehide (`keepalive`) or on `Выйти`, just before the
 * reload. The page may never learn the answer (the browser may lose a keepalive call; in mock mode the
 * service worker has no page left to answer it), or learn it too late to say so, so each is written
 * down here before it is sent and crossed out only by an answer that ends it: a 2xx (it stands) or a
 * 4xx (refused: already decided, gone). What stays is sent again when its user next opens the panel;
 * a decision that did arrive is then refused as already taken (409) — quietly.
 */
import { STORAGE_KEY } from './unsent-storage';

export { hasUnsent } from './unsent-storage';

/** Older than this, a decision is not sent again: the item has surely moved on since. */
const FORGET_AFTER_MS = 10 * 60_000;

export interface UnsentCall {
  /** Which record this is, so that the call's own answer crosses out this one and no other. */
  id: string;
  method: string;
  /** Relative to the API base, e.g. `videos/5/approve`. */
  path: string;
  json?: unknown;
  at: number;
  /** Whose decision it is: only they send it again (absent: whoever is logged in next). */
  userId?: number;
}

function read(): UnsentCall[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsentCall[]) : [];
  } catch {
    return [];
  }
}

function write(calls: UnsentCall[]): void {
  try {
    if (calls.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(calls));
  } catch {
    // Storage full or denied: the call itself is all there is.
  }
}

/** Writes a call down before it is sent; returns its record's id. */
export function rememberUnsent(call: Omit<UnsentCall, 'id'> & { id?: string }): string {
  const id = call.id ?? `${call.at}-${Math.random().toString(36).slice(2)}`;
  write([...read(), { ...call, id }]);
  return id;
}

/** Crosses a record out: its call was answered with a 2xx or a 4xx. */
export function forgetUnsent(id: string): void {
  write(read().filter((call) => call.id !== id));
}

function isFresh(call: UnsentCall, now: number): boolean {
  return now - call.at < FORGET_AFTER_MS;
}

/** The decisions still waiting (all, or those `userId` sends), for the pages that say so. */
export function listUnsent(userId?: number, now = Date.now()): UnsentCall[] {
  return read().filter(
    (call) => isFresh(call, now) && (userId === undefined || isOwnedBy(call, userId)),
  );
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
function itemName(call: UnsentCall): string {
  const [entity = '', id] = call.path.split('/');
  const name = ITEM_NAMES[entity] ?? entity;
  return id ? `${name} №${id}` : name;
}

/** What the login page says of the decisions that wait for their user's next login. */
export function unsentDecisionsNotice(calls: UnsentCall[]): string {
  return `Не отправлены решения: ${calls.length} (${calls.map(itemName).join(', ')}). Войдите — они будут отправлены.`;
}

function isOwnedBy(call: UnsentCall, userId: number | undefined): boolean {
  return call.userId === undefined || call.userId === userId;
}

/**
 * Takes what waits for `userId` (and what has no owner), forgetting what is too old; another user's
 * decisions stay written down for them.
 */
export function takeUnsent(userId: number | undefined, now = Date.now()): UnsentCall[] {
  const fresh = read().filter((call) => isFresh(call, now));
  write(fresh.filter((call) => !isOwnedBy(call, userId)));
  return fresh.filter((call) => isOwnedBy(call, userId));
}
