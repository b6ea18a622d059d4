import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { expireAccessTokensNow } from '@mocks/controls';
import { testTokens } from '@mocks/token-testing';
import { ApiError, SessionEndedError } from './errors';
import { userSchema } from './self';
import { storeTokens } from '../session/tokens';
import {
  AUTH,
  SELF,
  recordRequests,
  only,
  pastExpiryMoment,
  loginAsAdmin,
  cookies,
  reloads,
  rejectionOf,
} from './client.test-helpers';
import { notificationsAndQueue } from '@/test/notifications';
import { tab } from '@/test/session';

describe('login and the bearer token', () => {
  it('logs in with the mock account and stores both cookies', async () => {
    const tokens = await loginAsAdmin();
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
    expect(cookies()).toEqual(tokens);
  });

  it('sends no Authorization header when logged out, and `Bearer <accessToken cookie>` when logged in', async () => {
    const seen = recordRequests();
    await loginAsAdmin();
    const self = await tab.api.get('users/self', userSchema);

    expect(self.email).toBe('admin@whowillwin.ru');
    expect(only(seen, 'POST', AUTH)[0]?.authorization).toBeNull();
    expect(only(seen, 'GET', SELF)[0]?.authorization).toBe(`Bearer ${Cookies.get('accessToken')}`);
  });

  it('reads the cookie on every call, not once', async () => {
    const seen = recordRequests();
    storeTokens(testTokens(1));
    expect((await tab.api.get('users/self', userSchema)).email).toBe('admin@whowillwin.ru');

    const moderator = testTokens(2);
    storeTokens(moderator);
    expect((await tab.api.get('users/self', userSchema)).email).toBe('moderator@whowillwin.ru');
    expect(only(seen, 'GET', SELF)[1]?.authorization).toBe(`Bearer ${moderator.accessToken}`);
  });
});

describe('refresh after an expired access token', () => {
  it('20 concurrent calls share exactly one refresh and all succeed with the new token', async () => {
    const old = await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const results = await Promise.all(
      Array.from({ length: 20 }, () => tab.api.get('users/self', userSchema)),
    );

    expect(results).toHaveLength(20);
    for (const user of results) expect(user.email).toBe('admin@whowillwin.ru');

    const refreshes = only(seen, 'POST', AUTH);
    expect(refreshes).toHaveLength(1);
    expect(await refreshes[0]?.body).toEqual({ refreshToken: old.refreshToken });

    const now = cookies();
    expect(now.accessToken).toBeTruthy();
    expect(now.refreshToken).toBeTruthy();
    expect(now.accessToken).not.toBe(old.accessToken);
    expect(now.refreshToken).not.toBe(old.refreshToken);
    // The cookies hold the pair the mock issued: the new refresh token is live, the old one rotated away.
    expect(db.refreshSessions[now.refreshToken as string]).toBeDefined();
    expect(db.refreshSessions[old.refreshToken]).toBeUndefined();

    const selfCalls = only(seen, 'GET', SELF);
    expect(selfCalls).toHaveLength(40);
    expect(
      selfCalls.filter((call) => call.authorization === `Bearer ${old.accessToken}`),
    ).toHaveLength(20);
    expect(
      selfCalls.filter((call) => call.authorization === `Bearer ${now.accessToken}`),
    ).toHaveLength(20);

    expect(reloads()).toBe(0);
    expect(notificationsAndQueue()).toEqual([]);
  });

  it('a call whose 401 arrives after the refresh finished reuses the new token instead of refreshing again', async () => {
    const old = await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    // The first counters call is held on the wire until the refresh of the other call has stored new cookies.
    server.use(
      mswHttp.get(
        '*/api/admin/stats/counters',
        async () => {
          await vi.waitFor(() => expect(Cookies.get('accessToken')).not.toBe(old.accessToken));
          return HttpResponse.json({ message: 'Expired JWT Token' }, { status: 401 });
        },
        { once: true },
      ),
    );
    const seen = recordRequests();

    const counters = tab.api.get('stats/counters', z.object({ videosModeration: z.number() }));
    const self = await tab.api.get('users/self', userSchema);
    await expect(counters).resolves.toEqual({ videosModeration: expect.any(Number) });

    expect(self.email).toBe('admin@whowillwin.ru');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    const counterCalls = only(seen, 'GET', '/api/admin/stats/counters');
    expect(counterCalls.map((call) => call.authorization)).toEqual([
      `Bearer ${old.accessToken}`,
      `Bearer ${Cookies.get('accessToken')}`,
    ]);
  });

  it.each([
    ['status 420', 420, 'Enhance your calm'],
    ['status 420 without a message', 420, undefined],
    ["'Expired JWT Token' with status 400", 400, 'Expired JWT Token'],
    ["'Expired JWT Token' with status 500", 500, 'Expired JWT Token'],
    ['status 401 with another message', 401, 'JWT Token не найден'],
  ])(
    '%s → one refresh, then the call is retried once and succeeds',
    async (_label, status, message) => {
      const old = await loginAsAdmin();
      server.use(
        mswHttp.get(
          '*/api/admin/users/self',
          () => HttpResponse.json(message ? { message } : {}, { status }),
          {
            once: true,
          },
        ),
      );
      const seen = recordRequests();

      const self = await tab.api.get('users/self', userSchema);

      expect(self.email).toBe('admin@whowillwin.ru');
      const refreshes = only(seen, 'POST', AUTH);
      expect(refreshes).toHaveLength(1);
      expect(await refreshes[0]?.body).toEqual({ refreshToken: old.refreshToken });
      const selfCalls = only(seen, 'GET', SELF);
      expect(selfCalls).toHaveLength(2);
      expect(selfCalls[0]?.authorization).toBe(`Bearer ${old.accessToken}`);
      expect(selfCalls[1]?.authorization).toBe(`Bearer ${Cookies.get('accessToken')}`);
      expect(Cookies.get('accessToken')).not.toBe(old.accessToken);
      expect(reloads()).toBe(0);
      expect(notificationsAndQueue()).toEqual([]);
    },
  );

  it('retries a mutation with its JSON body intact', async () => {
    await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const blocked = await tab.api.patch('users/5/block', userSchema, {
      reason: 'Спам в комментариях',
    });

    expect(blocked.status).toBe('blocked');
    expect(blocked.blockReason).toBe('Спам в комментариях');
    const patches = only(seen, 'PATCH', '/api/admin/users/5/block');
    expect(patches).toHaveLength(2);
    expect(await patches[1]?.body).toEqual({ reason: 'Спам в комментариях' });
  });

  it('a retried call that fails 401 again is not refreshed a second time and fails', async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Expired JWT Token' }, { status: 401 }),
      ),
    );
    const seen = recordRequests();

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect((error as ApiError).status).toBe(401);
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(2);
    // Failing is not logging out.
    expect(reloads()).toBe(0);
    expect(Cookies.get('accessToken')).toBeTruthy();
    expect(notificationsAndQueue()).toMatchObject([{ color: 'red', message: 'Expired JWT Token' }]);
  });

  it("a retried 401 without a message fails with 'Неизвестная ошибка'", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () => new HttpResponse(null, { status: 401 })),
    );
    const seen = recordRequests();

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('Неизвестная ошибка');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(2);
    expect(notificationsAndQueue()).toMatchObject([
      { color: 'red', message: 'Неизвестная ошибка' },
    ]);
  });

  it('refreshSession is single-flight when called directly', async () => {
    await loginAsAdmin();
    const seen = recordRequests();

    const tokens = await Promise.all([
      tab.refreshSession(),
      tab.refreshSession(),
      tab.refreshSession(),
    ]);

    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(Cookies.get('accessToken'));
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
  });

  it('a later, separate expiry refreshes again (the single flight is not stuck)', async () => {
    await loginAsAdmin();
    const seen = recordRequests();
    expireAccessTokensNow();
    await pastExpiryMoment();
    await tab.api.get('users/self', userSchema);
    expireAccessTokensNow();
    await pastExpiryMoment();
    await tab.api.get('users/self', userSchema);

    expect(only(seen, 'POST', AUTH)).toHaveLength(2);
    expect(reloads()).toBe(0);
  });
});
