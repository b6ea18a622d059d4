import { ADMIN_ONLY_MESSAGE } from '@/contract/roles';

/**
 * Why the session ended, said once on the login page. The page reloads on logout, so the reason waits
 * in sessionStorage (this tab only; it survives the reload, not the tab).
 */
const NOTICE_KEY = 'www-session-notice';

/** Said after a failed refresh or a refresh token the server no longer knows. */
export const SESSION_EXPIRED_NOTICE = 'Сессия истекла. Войдите снова.';
/** Said after a 403 without a message of its own. */
export const SESSION_ENDED_NOTICE = 'Сессия завершена. Войдите снова.';
/** Said when the guard sends a moderator away from an administrators' section. */
export const ADMIN_ONLY_NOTICE = ADMIN_ONLY_MESSAGE;

/** This tab's storage (`sessionStorage`) or the browser's (`localStorage`); null where denied. */
function storage(kind: 'sessionStorage' | 'localStorage' = 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

export function leaveSessionNotice(text: string): void {
  try {
    storage()?.setItem(NOTICE_KEY, text);
  } catch {
    // Storage full or denied: the user still lands on the login page, only without the reason.
  }
}

/**
 * What the tab that logs out tells the others through the shared storage, beside its broadcast: a
 * tab that follows because its cookie check found the session gone, before the broadcast or its own
 * live event reached it, still lands on the login page saying why. Stale after SHARED_NOTICE_MS.
 */
const SHARED_NOTICE_KEY = 'www-session-end';
export const SHARED_NOTICE_MS = 10_000;

/** Why this logout happens, for the other tabs (none for the user's own `Выйти`). */
export function shareSessionEnd(text: string | undefined, now = Date.now()): void {
  try {
    storage('localStorage')?.setItem(
      SHARED_NOTICE_KEY,
      JSON.stringify({ text: text ?? null, at: now }),
    );
  } catch {
    // Storage full or denied: the broadcast still carries the reason.
  }
}

/** The reason another tab's logout gave within the last SHARED_NOTICE_MS, if any. */
export function recentSessionEnd(now = Date.now()): string | undefined {
  try {
    const shared: unknown = JSON.parse(
      storage('localStorage')?.getItem(SHARED_NOTICE_KEY) ?? 'null',
    );
    if (typeof shared !== 'object' || shared === null) return undefined;
    const { text, at } = shared as { text?: unknown; at?: unknown };
    if (typeof text !== 'string' || typeof at !== 'number') return undefined;
    return now - at <= SHARED_NOTICE_MS ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The reason left before the reload, once: reading it removes it. */
export function takeSessionNotice(): string | null {
  const store = storage();
  const text = store?.getItem(NOTICE_KEY) ?? null;
  store?.removeItem(NOTICE_KEY);
  return text;
}
