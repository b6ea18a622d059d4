import { leaveSessionNotice, recentSessionEnd, shareSessionEnd } from '../session/notice';
import { clearTokens, isLoggedIn } from '../session/tokens';

/*
 * The page's lifecycle — leaving (logged out, reloading), hiding (pagehide), signing out — as the HTTP
 * client must know it, and the logout that ends a session (docs/product.md#logout) in this tab and
 * the others. One per page, in its session (api/session.ts); below the API layer, which reads these
 * flags: the cache a logout clears is handed in (`whenLeaving`).
 */

const CHANNEL_NAME = 'www-admin-session';

/** How often an open tab checks that its session cookies still exist. */
export const SESSION_CHECK_MS = 2000;

/** What a tab that logs out tells the others. */
interface LogoutMessage {
  type: 'logout';
  notice?: string;
}

function isLogoutMessage(data: unknown): data is LogoutMessage {
  return typeof data === 'object' && data !== null && (data as LogoutMessage).type === 'logout';
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** One page's lifecycle, as `createPageLifecycle` makes it for the page's session. */
export interface PageLifecycle {
  /**
   * Set once this page has logged out and is reloading: what it still asks for (a loader that was
   * already running) is not sent, and fails silently instead of reporting an anonymous 401.
   */
  leaving: boolean;
  /**
   * Set while the page is going away (pagehide): calls made then — the decisions it still held — are
   * sent `keepalive`, so the browser completes them after the page is gone.
   */
  hiding: boolean;
  /**
   * Set by `Выйти` while the decisions still held go out, before the reload: like those of a hiding
   * page, they are written down until answered, so a failure outlives the reload.
   */
  signingOut: boolean;
  /**
   * What a page that logs out must drop before it reloads (the query cache): registered by the layers
   * above, which this module does not import.
   */
  whenLeaving(cleanup: () => void): void;
  /**
   * docs/product.md#logout: clear both cookies and reload; the guard then sends the user to /login.
   * `notice` says why when the session ended without the user asking; the login page shows it once
   * (the user's own `Выйти` has none). The other tabs get the same reason.
   */
  logout(notice?: string): void;
  /**
   * Other open tabs follow a logout: they reload too and land on /login. The broadcast is immediate
   * but can be lost when the tab that logs out reloads at once, so each tab also notices the cookies
   * are gone. Returns the stop.
   */
  followLogoutInOtherTabs(): () => void;
}

/**
 * The lifecycle of the page a session lives in. `reload` is how the page reloads (jsdom has no
 * navigation: tests hand in a recorder).
 */
export function createPageLifecycle({
  reload = () => globalThis.location.reload(),
}: { reload?: () => void } = {}): PageLifecycle {
  const cleanups = new Set<() => void>();
  const leaveBehind = () => {
    for (const cleanup of cleanups) cleanup();
  };

  const lifecycle: PageLifecycle = {
    leaving: false,
    hiding: false,
    signingOut: false,
    whenLeaving: (cleanup) => void cleanups.add(cleanup),
    logout(notice) {
      // A second reload while the first is still loading the next document can crash the tab.
      if (lifecycle.leaving) return;
      lifecycle.leaving = true;
      // Before the cookies go: a tab that sees them gone finds the reason already there.
      shareSessionEnd(notice);
      clearTokens();
      leaveBehind();
      if (notice) leaveSessionNotice(notice);
      const bc = channel();
      bc?.postMessage({ type: 'logout', notice } satisfies LogoutMessage);
      bc?.close();
      reload();
    },
    followLogoutInOtherTabs() {
      let hadSession = isLoggedIn();
      let followed = false;
      const follow = (notice?: string) => {
        // A tab that has had no session since it opened is on the login page (maybe just reloaded
        // by its own logout, saying why): another tab's logout changes nothing there, and a reload
        // would lose the reason it shows.
        if (followed || lifecycle.leaving || !hadSession || isLoggedIn()) return;
        followed = true;
        lifecycle.leaving = true;
        // Found by the cookie check, the reason is the one the logging-out tab shared.
        const reason = notice ?? recentSessionEnd();
        if (reason) leaveSessionNotice(reason);
        leaveBehind();
        reload();
      };
      const bc = channel();
      if (bc) {
        bc.onmessage = (event: MessageEvent) => {
          if (isLogoutMessage(event.data)) follow(event.data.notice);
        };
      }
      // A tab that had a session follows when its cookies vanish; the login page stays as it is.
      const timer = setInterval(() => {
        if (isLoggedIn()) hadSession = true;
        else if (hadSession) follow();
      }, SESSION_CHECK_MS);
      return () => {
        bc?.close();
        clearInterval(timer);
      };
    },
  };
  return lifecycle;
}
