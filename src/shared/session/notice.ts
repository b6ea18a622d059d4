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

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
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

/** The reason left before the reload, once: reading it removes it. */
export function takeSessionNotice(): string | null {
  const store = storage();
  const text = store?.getItem(NOTICE_KEY) ?? null;
  store?.removeItem(NOTICE_KEY);
  return text;
}
