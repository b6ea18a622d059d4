import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { notificationsStore } from '@mantine/notifications';
import { z } from 'zod';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { expireAccessTokensNow, expireRefreshTokensNow } from '@mocks/controls';
import { issueTokens } from '@mocks/tokens';
import { api, createApiClient, http, refreshSession } from './client';
import { fileNameOf } from './responses';
import type { RefreshLocks } from './session-refresh';
import { ApiError, SessionEndedError } from './errors';
import { queryClient } from './query-client';
import { pageOf, tokenPairSchema } from './schemas';
import { userSchema } from './self';
import { takeSessionNotice } from '../session/notice';
import { pageLifecycle } from '../lifecycle/page-lifecycle';
import { storeTokens, type TokenPair } from '../session/tokens';

const ADMIN = { email: 'admin@whowillwin.ru', password: 'admin123' };
const AUTH = '/api/admin/auth';
const SELF = '/api/admin/users/self';

interface Seen {
  method: string;
  path: string;
  url: URL;
  authorization: string | null;
  body: Promise<unknown>;
}

/** Every request that reaches the mock network, in order (MSW 3 life-cycle events). */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? Promise.resolve(undefined)
        : request
            .clone()
            .text()
            .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
      body,
    });
  });
  return seen;
}

const only = (seen: Seen[], method: string, path: string) =>
  seen.filter((entry) => entry.method === method && entry.path === path);

function shownNotifications() {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
}

/** Tokens issued in the same millisecond as an "expire now" still count as expired: step past it. */
const pastExpiryMoment = () => new Promise((resolve) => setTimeout(resolve, 5));

async function loginAsAdmin(): Promise<TokenPair> {
  const tokens = await api.post('auth', tokenPairSchema, ADMIN);
  storeTokens(tokens);
  return tokens;
}

function cookies() {
  return { accessToken: Cookies.get('accessToken'), refreshToken: Cookies.get('refreshToken') };
}

function reloads(): number {
  return vi.mocked(pageLifecycle.reload).mock.calls.length;
}

let callCount = 0;

/**
 * The app makes every call through the query cache, which shows the failure the client describes
 * (query-client.ts); a call here goes the same way, so its notification is what a user would see.
 */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  callCount += 1;
  await queryClient
    // Each call has its own key: the promise it wraps is that call.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    .fetchQuery({ queryKey: ['client-test', callCount], queryFn: () => promise })
    .catch(() => undefined);
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

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
    const self = await api.get('users/self', userSchema);

    expect(self.email).toBe('admin@whowillwin.ru');
    expect(only(seen, 'POST', AUTH)[0]?.authorization).toBeNull();
    expect(only(seen, 'GET', SELF)[0]?.authorization).toBe(`Bearer ${Cookies.get('accessToken')}`);
  });

  it('reads the cookie on every call, not once', async () => {
    const seen = recordRequests();
    storeTokens(issueTokens(1));
    expect((await api.get('users/self', userSchema)).email).toBe('admin@whowillwin.ru');

    const moderator = issueTokens(2);
    storeTokens(moderator);
    expect((await api.get('users/self', userSchema)).email).toBe('moderator@whowillwin.ru');
    expect(only(seen, 'GET', SELF)[1]?.authorization).toBe(`Bearer ${moderator.accessToken}`);
  });
});

describe('refresh after an expired access token (SPEC §8 row 2)', () => {
  it('20 concurrent calls share exactly one refresh and all succeed with the new token', async () => {
    const old = await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.get('users/self', userSchema)),
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
    expect(shownNotifications()).toEqual([]);
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

    const counters = api.get('stats/counters', z.object({ videosModeration: z.number() }));
    const self = await api.get('users/self', userSchema);
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

      const self = await api.get('users/self', userSchema);

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
      expect(shownNotifications()).toEqual([]);
    },
  );

  it('retries a mutation with its JSON body intact', async () => {
    await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const blocked = await api.patch('users/5/block', userSchema, { reason: 'Спам в комментариях' });

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

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect((error as ApiError).status).toBe(401);
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(2);
    // Failing is not logging out.
    expect(reloads()).toBe(0);
    expect(Cookies.get('accessToken')).toBeTruthy();
    expect(shownNotifications()).toMatchObject([{ color: 'red', message: 'Expired JWT Token' }]);
  });

  it("a retried 401 without a message fails with 'Неизвестная ошибка'", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () => new HttpResponse(null, { status: 401 })),
    );
    const seen = recordRequests();

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('Неизвестная ошибка');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(2);
    expect(shownNotifications()).toMatchObject([{ color: 'red', message: 'Неизвестная ошибка' }]);
  });

  it('refreshSession is single-flight when called directly', async () => {
    await loginAsAdmin();
    const seen = recordRequests();

    const tokens = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);

    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBe(Cookies.get('accessToken'));
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
  });

  it('a later, separate expiry refreshes again (the single flight is not stuck)', async () => {
    await loginAsAdmin();
    const seen = recordRequests();
    expireAccessTokensNow();
    await pastExpiryMoment();
    await api.get('users/self', userSchema);
    expireAccessTokensNow();
    await pastExpiryMoment();
    await api.get('users/self', userSchema);

    expect(only(seen, 'POST', AUTH)).toHaveLength(2);
    expect(reloads()).toBe(0);
  });
});

/** Web Locks as a browser has them for one origin: one holder per name, the others wait in turn. */
function createLocks(): RefreshLocks {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
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
  let count = 0;
  server.events.on('response:mocked', ({ response }) => {
    if (response.status === 401) count += 1;
  });
  return () => count;
}

describe('two tabs renewing at once (two clients, one cookie jar, single-use refresh tokens)', () => {
  it('both meet 401 while a refresh runs: one `POST /auth {refreshToken}`, both calls succeed', async () => {
    const locks = createLocks();
    const tabA = createApiClient({ locks });
    const tabB = createApiClient({ locks });
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
    expect(shownNotifications()).toEqual([]);
  });

  it('a refresh refused because another tab renewed with the same token meanwhile does not log out', async () => {
    // No Web Locks (an older browser, a tab of an older build): both tabs send the same token.
    const tabA = createApiClient({ locks: null });
    const tabB = createApiClient({ locks: null });
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
    const refused: number[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === AUTH) refused.push(response.status);
    });

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
    expect(shownNotifications()).toEqual([]);
  });

  it('a refused refresh in one tab ends the session in both, with one `POST /auth`', async () => {
    const locks = createLocks();
    const tabA = createApiClient({ locks });
    const tabB = createApiClient({ locks });
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const settled = await Promise.allSettled([
      tabA.api.get('users/self', userSchema),
      tabB.api.get('users/1', userSchema),
    ]);

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    // The waiting tab found the cookies gone and did not send the dead token a second time.
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(reloads()).toBeGreaterThanOrEqual(1);
  });
});

describe('logout (SPEC §8 row 1, SPEC §4 failed refresh)', () => {
  function expectLoggedOut(error: unknown) {
    expect(error).toBeInstanceOf(ApiError);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(reloads()).toBe(1);
  }

  it('403 → both cookies removed, the page reloads, the call rejects, no refresh and no retry', async () => {
    await loginAsAdmin();
    queryClient.setQueryData(['users', 'self'], { leftover: true });
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Доступ запрещён' }, { status: 403 }),
      ),
    );
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
    expect(queryClient.getQueryData(['users', 'self'])).toBeUndefined();
  });

  it("403 with 'Expired JWT Token' logs out rather than refreshing", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Expired JWT Token' }, { status: 403 }),
      ),
    );
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
  });

  it.each(['истек срок жизни refresh token', 'refresh token не найден'])(
    'any call answering %j logs out at once',
    async (message) => {
      await loginAsAdmin();
      server.use(
        mswHttp.get('*/api/admin/users/self', () =>
          HttpResponse.json({ message }, { status: 401 }),
        ),
      );
      const seen = recordRequests();

      expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
      expect(only(seen, 'POST', AUTH)).toHaveLength(0);
      expect(only(seen, 'GET', SELF)).toHaveLength(1);
    },
  );

  it("expired refresh token ('истек срок жизни refresh token' from the mock) → logout", async () => {
    const old = await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    const refreshes = only(seen, 'POST', AUTH);
    expect(refreshes).toHaveLength(1);
    expect(await refreshes[0]?.body).toEqual({ refreshToken: old.refreshToken });
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
  });

  it("unknown refresh token ('refresh token не найден' from the mock) → logout", async () => {
    const { accessToken } = issueTokens(1);
    storeTokens({ accessToken, refreshToken: 'mock-refresh.1.0.nosuchsession' });
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
  });

  it('20 concurrent calls with a dead refresh token log out once', async () => {
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () => api.get('users/self', userSchema)),
    );

    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(reloads()).toBe(1);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it.each([
    [
      'answers 500',
      () => HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
    ],
    ['answers a bodiless 502', () => new HttpResponse(null, { status: 502 })],
    ['answers 200 without a token pair', () => HttpResponse.json({ result: { accessToken: '' } })],
    ['is unreachable', () => HttpResponse.error()],
  ])('a refresh endpoint that %s → logout', async (_label, answer) => {
    await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    server.use(mswHttp.post('*/api/admin/auth', answer));
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
  });

  it('a call whose 401 arrives after another call ended the session fails silently', async () => {
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    // The list's 401 is held until the profile's refused refresh has logged out.
    let loggedOut: () => void = () => {};
    const sessionEnded = new Promise<void>((resolve) => (loggedOut = resolve));
    server.use(
      mswHttp.get('*/api/admin/users', async () => {
        await sessionEnded;
        return HttpResponse.json({ message: 'JWT Token не найден' }, { status: 401 });
      }),
    );

    const list = rejectionOf(api.get('users', pageOf(userSchema)));
    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    loggedOut();

    expect(await list).toBeInstanceOf(SessionEndedError);
    expect(shownNotifications()).toEqual([]);
    expect(reloads()).toBe(1);
  });

  it('an expired access token with no refresh cookie → logout without calling the refresh endpoint', async () => {
    Cookies.set('accessToken', issueTokens(1).accessToken, { path: '/' });
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
  });
});

describe('the reason a logout leaves for the login page', () => {
  it("a refused refresh → 'Сессия истекла. Войдите снова.'", async () => {
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();

    await rejectionOf(api.get('users/self', userSchema));

    expect(reloads()).toBe(1);
    expect(takeSessionNotice()).toBe('Сессия истекла. Войдите снова.');
  });

  it("a 403 → the server's message", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Пользователь заблокирован' }, { status: 403 }),
      ),
    );

    await rejectionOf(api.get('users/self', userSchema));

    expect(reloads()).toBe(1);
    expect(takeSessionNotice()).toBe('Пользователь заблокирован');
  });
});

describe('error notifications (SPEC §8 row 3 and the anonymous rule)', () => {
  it('a cancelled call (page left, query superseded) rejects as an abort and shows nothing', async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ result: {} });
      }),
    );
    const controller = new AbortController();
    const call = api.get('users/self', userSchema, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(call);
    expect((error as Error).name).toBe('AbortError');
    expect(shownNotifications()).toEqual([]);
  });

  it("logged in, 500 with {message:'Сервер недоступен'} → one red notification with that message", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 }),
      ),
    );
    const seen = recordRequests();

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Сервер недоступен');
    expect((error as ApiError).status).toBe(500);
    expect(shownNotifications()).toMatchObject([
      { color: 'red', message: 'Сервер недоступен', autoClose: 5000 },
    ]);
    // Row 3: no refresh, no retry, no logout.
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
    expect(reloads()).toBe(0);
  });

  it.each([
    ['bodiless', () => new HttpResponse(null, { status: 500 })],
    ['empty JSON object', () => HttpResponse.json({}, { status: 500 })],
    ['plain text', () => HttpResponse.text('Internal Server Error', { status: 500 })],
    ['HTML', () => HttpResponse.html('<h1>502 Bad Gateway</h1>', { status: 502 })],
  ])("logged in, %s error answer → 'Неизвестная ошибка'", async (_label, answer) => {
    await loginAsAdmin();
    server.use(mswHttp.get('*/api/admin/users/self', answer));

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('Неизвестная ошибка');
    expect(shownNotifications()).toMatchObject([{ color: 'red', message: 'Неизвестная ошибка' }]);
  });

  it("logged in, a network failure → ApiError with status 0 and 'Неизвестная ошибка'", async () => {
    await loginAsAdmin();
    server.use(mswHttp.get('*/api/admin/users/self', () => HttpResponse.error()));

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe('Неизвестная ошибка');
    expect(shownNotifications()).toMatchObject([{ color: 'red', message: 'Неизвестная ошибка' }]);
    expect(reloads()).toBe(0);
  });

  it("not logged in, wrong password → 'Неверный логин или пароль' (the mock's 400)", async () => {
    const seen = recordRequests();

    const error = await rejectionOf(
      api.post('auth', tokenPairSchema, { ...ADMIN, password: 'wrong' }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Неверный логин или пароль');
    expect((error as ApiError).status).toBe(400);
    expect(shownNotifications()).toMatchObject([
      { color: 'red', message: 'Неверный логин или пароль' },
    ]);
    expect(seen).toHaveLength(1);
    expect(reloads()).toBe(0);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('not logged in, a bodiless 502 → the error text (else ERROR 502), never the logged-in text', async () => {
    server.use(mswHttp.post('*/api/admin/auth', () => new HttpResponse(null, { status: 502 })));

    const error = await rejectionOf(api.post('auth', tokenPairSchema, ADMIN));

    const message = (error as ApiError).message;
    expect(message).toMatch(/502/);
    expect(message).not.toBe('Неизвестная ошибка');
    expect((error as ApiError).status).toBe(502);
    expect(shownNotifications()).toMatchObject([{ color: 'red', message }]);
  });

  it('not logged in, a 401 is reported, not refreshed', async () => {
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'JWT Token не найден' }, { status: 401 }),
      ),
    );
    const seen = recordRequests();

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('JWT Token не найден');
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
    expect(reloads()).toBe(0);
  });
});

describe('contract checks', () => {
  it("a malformed success body rejects with 'Сервер вернул данные в неожиданном формате'", async () => {
    await loginAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mswHttp.get('*/api/admin/users/self', () => HttpResponse.json({ result: { id: 'x' } })),
    );

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Сервер вернул данные в неожиданном формате');
    expect(shownNotifications()).toMatchObject([
      { color: 'red', message: 'Сервер вернул данные в неожиданном формате' },
    ]);
    expect(reloads()).toBe(0);
  });

  it.each([
    ['without result', () => HttpResponse.json({ id: 1 })],
    ['with result null', () => HttpResponse.json({ result: null })],
    ['as an array', () => HttpResponse.json([{ result: {} }])],
  ])('a success body %s is malformed too', async (_label, answer) => {
    await loginAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mswHttp.get('*/api/admin/users/self', answer));

    const error = await rejectionOf(api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('Сервер вернул данные в неожиданном формате');
  });

  it.each([
    ['logged in', true],
    ['not logged in', false],
  ])(
    '%s, a 2xx answer that is not JSON (an HTML page) is malformed, not a parser error',
    async (_label, loggedIn) => {
      if (loggedIn) await loginAsAdmin();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(
        mswHttp.get('*/api/admin/users/self', () =>
          HttpResponse.html('<!doctype html><html></html>'),
        ),
      );

      const error = await rejectionOf(api.get('users/self', userSchema));

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('Сервер вернул данные в неожиданном формате');
      expect(shownNotifications()).toMatchObject([
        { color: 'red', message: 'Сервер вернул данные в неожиданном формате' },
      ]);
    },
  );

  it('422 field errors end up in ApiError.fieldErrors (list query)', async () => {
    await loginAsAdmin();

    const error = await rejectionOf(
      api.get('users', pageOf(userSchema), { searchParams: { limit: 7 } }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Проверьте правильность заполнения полей');
    expect((error as ApiError).fieldErrors).toEqual({ limit: expect.any(String) });
  });

  it('422 field errors end up in ApiError.fieldErrors (mutation)', async () => {
    await loginAsAdmin();

    const error = await rejectionOf(api.patch('users/5/block', userSchema, { reason: '' }));

    expect((error as ApiError).status).toBe(422);
    expect(Object.keys((error as ApiError).fieldErrors)).toEqual(['reason']);
    expect((error as ApiError).fieldErrors.reason).toBeTruthy();
  });

  it('search params drop empty values and keep the rest', async () => {
    await loginAsAdmin();
    const seen = recordRequests();

    const result = await api.get('users', pageOf(userSchema), {
      searchParams: { page: 2, limit: 10, search: '', status: undefined, role: null, order: 'asc' },
    });

    expect(result.items).toHaveLength(10);
    expect(result.total).toBe(300);
    const calls = only(seen, 'GET', '/api/admin/users');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      page: '2',
      limit: '10',
      order: 'asc',
    });
  });

  it('the raw ky instance applies the same policy', async () => {
    await loginAsAdmin();
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const body = await http.get('users/self').json<{ result: { email: string } }>();

    expect(body.result.email).toBe('admin@whowillwin.ru');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
  });
});

describe('file downloads (api.download)', () => {
  const csv = '\uFEFFid;Сумма\n1;1 500,50\n';
  const answerCsv = () =>
    mswHttp.get('*/api/admin/export-test', ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${Cookies.get('accessToken')}`) {
        return HttpResponse.json({ message: 'Expired JWT Token' }, { status: 401 });
      }
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="export.csv"; filename*=UTF-8\'\'%D0%B2%D0%B7%D0%BD%D0%BE%D1%81%D1%8B.csv',
        },
      });
    });

  it('downloads through the same client: bearer token, file name from Content-Disposition', async () => {
    await loginAsAdmin();
    server.use(answerCsv());
    const file = await api.download('export-test', {
      searchParams: { status: 'succeeded', empty: '' },
      fallbackName: 'file.csv',
    });
    expect(file.name).toBe('взносы.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(await file.blob.text()).toContain('1;1 500,50');
  });

  it('renews an expired access token and retries, as any call does', async () => {
    const old = await loginAsAdmin();
    const seen = recordRequests();
    server.use(
      mswHttp.get('*/api/admin/export-test', ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${old.accessToken}`
          ? HttpResponse.json({ message: 'Expired JWT Token' }, { status: 401 })
          : new HttpResponse('a;b\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const file = await api.download('export-test', { fallbackName: 'взносы.csv' });
    expect(file.name).toBe('взносы.csv');
    expect(await file.blob.text()).toBe('a;b\n');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
  });

  it('a refused export fails like any call, with the server message', async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/export-test', () =>
        HttpResponse.json({ message: 'Слишком много строк' }, { status: 422 }),
      ),
    );
    const error = await rejectionOf(api.download('export-test', { fallbackName: 'x.csv' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Слишком много строк');
  });

  it.each([
    ["attachment; filename*=UTF-8''%D1%84%D0%B0%D0%B9%D0%BB.csv", 'файл.csv'],
    ['attachment; filename="contributions-2026-11-23.csv"', 'contributions-2026-11-23.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
