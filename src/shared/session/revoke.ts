import { apiBase } from '../config';
import { getRefreshToken } from './tokens';

/** How long «Выйти» waits for the server's logout before leaving anyway. */
export const REVOKE_TIMEOUT_MS = 3000;

/**
 * docs/product.md#logout: the server ends the session too (`POST /auth/logout {refreshToken}`), so a
 * copied refresh token dies with it. Best effort: a plain call outside the client's error policy (no
 * renewal, no notification, no second logout), given a few seconds; the cookies are cleared after it
 * whatever it answered. `keepalive`: the reload that follows does not cut it off.
 */
export async function revokeSession(timeoutMs = REVOKE_TIMEOUT_MS): Promise<void> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return;
  try {
    await fetch(`${apiBase()}/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    // Offline or refused: the cookies go all the same, and the token expires in its own time.
  }
}
