import ky, { isHTTPError } from 'ky';
import * as z from 'zod/mini';
import { apiBase } from '../config';
import { SESSION_EXPIRED_NOTICE } from '../session/notice';
import { logoutNotice } from '../session/policy';
import type { PageLifecycle } from '../lifecycle/page-lifecycle';
import { getAccessToken, getRefreshToken, storeTokens } from '../session/tokens';
import { SessionEndedError } from './errors';
import { parseErrorBody } from './responses';
import { tokenPairSchema } from './schemas';

import type { RefreshLocks } from './client';

/** All tabs of the origin renew the session under this Web Lock, one at a time. */
export const REFRESH_LOCK_NAME = 'www-admin-session-refresh';

/**
 * A client's token renewal: single-flight in the tab and, through `locks`, across all tabs (none:
 * in the tab only). Each client has its own, so tests can play two tabs on one cookie jar.
 */
export function createSessionRefresh(
  locks: RefreshLocks | null,
  { logout }: Pick<PageLifecycle, 'logout'>,
) {
  let refreshInFlight: Promise<string> | null = null;

  /**
   * Refresh tokens are single-use (rotation): two tabs renewing with the same one would get one
   * refusal, and a refusal logs out. So tabs take turns, and each, once it holds the lock, first
   * looks whether the cookies changed since its call failed: then another tab already renewed.
   */
  function renew(failedAccessToken: string | undefined): Promise<string> {
    const run = async (): Promise<string> => {
      const current = getAccessToken();
      if (current && current !== failedAccessToken) return current;
      const refreshToken = getRefreshToken();
      if (!refreshToken) {
        logout(SESSION_EXPIRED_NOTICE);
        throw new SessionEndedError();
      }
      try {
        const body = await ky
          .post(`${apiBase()}/auth`, { json: { refreshToken }, retry: 0 })
          .json<unknown>();
        const tokens = z.object({ result: tokenPairSchema }).parse(body).result;
        storeTokens(tokens);
        // Read back while still holding the lock: a browser commits a cookie write asynchronously,
        // and a read of the same document waits for it, so the next tab to hold the lock sees it.
        return getAccessToken() ?? tokens.accessToken;
      } catch (error) {
        // A tab that renews without the lock (no Web Locks, an older build) may have used the same
        // token first: the server refuses ours, yet the session lives on in the cookies it stored.
        const renewedAccess = getAccessToken();
        if (renewedAccess && getRefreshToken() !== refreshToken) return renewedAccess;
        // A 403 says why in its own words (a blocked user); any other refusal: the session expired.
        const refused = isHTTPError(error) && error.response.status === 403;
        const message = refused ? parseErrorBody(error.data).message : undefined;
        logout(refused ? logoutNotice({ status: 403, message }) : SESSION_EXPIRED_NOTICE);
        throw new SessionEndedError();
      }
    };
    return locks ? locks.request(REFRESH_LOCK_NAME, run) : run();
  }

  /**
   * Single-flight refresh: every call of this tab failing meanwhile waits for the same renewal; a
   * failed refresh ends the session (docs/product.md#token-renewal). `failedAccessToken` is the
   * token the failed call sent.
   */
  return (failedAccessToken = getAccessToken()): Promise<string> =>
    (refreshInFlight ??= renew(failedAccessToken).finally(() => {
      refreshInFlight = null;
    }));
}
