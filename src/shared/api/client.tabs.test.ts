import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { http as mswHttp } from 'msw';
import { server } from '@mocks/node';
import { expireAccessTokensNow, expireRefreshTokensNow } from '@mocks/controls';
import { reloadsOf, testSession } from '@/test/session';
import type { RefreshLocks } from './client';
import { userSchema } from './self';
import {
  AUTH,
  SELF,
  recordRequests,
  only,
  pastExpiryMoment,
  loginAsAdmin,
  cookies,
  reloads,
} from './client.test-helpers';
import { notificationsAndQueue } from '@/test/notifications';
import { recordAnswers } from '@/test/requests';

/**
 * Web Locks as a browser has them for one origin: one holder per name, the others wait in turn.
 * `requests` counts the asks: how many tabs are renewing.
 */
function createLocks(): RefreshLocks & { requests: number } {
  const queues = new Map<string, Promise<unknown>>();
  return {
    requests: 0,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      this.requests += 1;
      const held = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        held.catch(() => undefined),
      );
      return held;
    },
  };
}

/** Counts the mock's `401` answers (the calls that met an expired access token). */
function countExpiredAnswers(): () => number {
  const statuses = recordAnswers(/^/);
  return () => statuses.filter((status) => status === 401).length;
}

describe('two tabs renewing at once (two clients, one cookie jar, single-use refresh tokens)', () => {
  it('both meet 401 while a refresh runs: one `POST /auth {refreshToken}`, both calls succeed', async () => {
    const locks = createLocks();
    const tabA = testSession({ locks });
    const tabB = testSession({ locks });
    const old = await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    const expiredAnswers = countExpiredAnswers();
    // The refresh answers only once both tabs have met their 401, so both need a renewal at once.
    server.use(
      mswHttp.post('*/api/admin/auth', async () => {
        await vi.waitFor(() => expect(expiredAnswers()).toBe(2), { timeout: 10_000 });
      }),
    );
    const seen = recordRequests();

    const [self, user] = await Promise.all([
      tabA.api.get('users/self', userSchema),
      tabB.api.get('users/1', userSchema),
    ]);

    expect(self.email).toBe('admin@whowillwin.ru');
    expect(user.id).toBe(1);
    const refreshes = only(seen, 'POST', AUTH);
    expect(refreshes).toHaveLength(1);
    expect(await refreshes[0]?.body).toEqual({ refreshToken: old.refreshToken });
    // The tab that waited for the lock took the renewed cookies instead of refreshing again.
    const renewed = `Bearer ${Cookies.get('accessToken')}`;
    expect(only(seen, 'GET', SELF).map((call) => call.authorization)).toEqual([
      `Bearer ${old.accessToken}`,
      renewed,
    ]);
    expect(only(seen, 'GET', '/api/admin/users/1').map((call) => call.authorization)).toEqual([
      `Bearer ${old.accessToken}`,
      renewed,
    ]);
    expect(reloads()).toBe(0);
    expect(notificationsAndQueue()).toEqual([]);
  });

  it('a refresh refused because another tab renewed with the same token meanwhile does not log out', async () => {
    // No Web Locks (an older browser, a tab of an older build): both tabs send the same token.
    const tabA = testSession({ locks: null });
    const tabB = testSession({ locks: null });
    const old = await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    // Tab B's refresh reaches the server only after tab A's renewed the cookies: it is refused.
    let held = false;
    server.use(
      mswHttp.post('*/api/admin/auth', async () => {
        if (held) return;
        held = true;
        await vi.waitFor(() => expect(Cookies.get('refreshToken')).not.toBe(old.refreshToken), {
          timeout: 10_000,
        });
      }),
    );
    const seen = recordRequests();
    const refused = recordAnswers(/^\/api\/admin\/auth$/);

    const inTabB = tabB.api.get('users/self', userSchema);
    await vi.waitFor(() => expect(only(seen, 'POST', AUTH)).toHaveLength(1), { timeout: 10_000 });
    const inTabA = tabA.api.get('users/1', userSchema);

    expect((await inTabB).email).toBe('admin@whowillwin.ru');
    expect((await inTabA).id).toBe(1);
    // Both sent the same token; the server took tab A's and refused tab B's.
    const refreshes = only(seen, 'POST', AUTH);
    expect(await Promise.all(refreshes.map((call) => call.body))).toEqual([
      { refreshToken: old.refreshToken },
      { refreshToken: old.refreshToken },
    ]);
    expect(refused.sort()).toEqual([200, 401]);
    expect(only(seen, 'GET', SELF).at(-1)?.authorization).toBe(
      `Bearer ${Cookies.get('accessToken')}`,
    );
    expect(reloads()).toBe(0);
    expect(cookies().refreshToken).toBeTruthy();
    expect(notificationsAndQueue()).toEqual([]);
  });

  it('a refused refresh in one tab ends the session in both, with one `POST /auth`', async () => {
    const locks = createLocks();
    const tabA = testSession({ locks });
    const tabB = testSession({ locks });
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    // The refusal comes only once both tabs wait on a renewal. (A tab whose 401 comes after the
    // cookies went says nothing and follows the logout instead: page-lifecycle.ts.)
    server.use(
      mswHttp.post('*/api/admin/auth', async () => {
        await vi.waitFor(() => expect(locks.requests).toBe(2), { timeout: 10_000 });
      }),
    );
    const seen = recordRequests();

    const settled = await Promise.allSettled([
      tabA.api.get('users/self', userSchema),
      tabB.api.get('users/1', userSchema),
    ]);

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // The waiting tab found the cookies gone and did not send the dead token a second time.
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
    // Each tab reloads once, to /login.
    expect([reloadsOf(tabA), reloadsOf(tabB)]).toEqual([1, 1]);
  });
});
