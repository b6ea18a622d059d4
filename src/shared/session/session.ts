import { queryClient } from '../api/query-client';
import { clearTokens, isLoggedIn } from './tokens';

const CHANNEL_NAME = 'www-admin-session';

/** Indirection so tests can observe a reload instead of jsdom's unimplemented navigation. */
export const page = {
  reload: (): void => globalThis.location.reload(),
};

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** SPEC §4: clear both cookies and reload; the guard then sends the user to /login. */
export function logout(): void {
  clearTokens();
  queryClient.clear();
  const bc = channel();
  bc?.postMessage('logout');
  bc?.close();
  page.reload();
}

/** Other open tabs follow a logout: they reload too and land on /login. */
export function followLogoutInOtherTabs(): () => void {
  const bc = channel();
  if (!bc) return () => undefined;
  bc.onmessage = (event: MessageEvent) => {
    if (event.data === 'logout' && !isLoggedIn()) {
      queryClient.clear();
      page.reload();
    }
  };
  return () => bc.close();
}
