import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { expireAccessTokensNow, expireRefreshTokensNow } from '@mocks/controls';
import { testTokens } from '@mocks/token-testing';
import { ApiError, SessionEndedError } from './errors';
import { pageOf } from './schemas';
import { userSchema } from './self';
import { takeSessionNotice } from '../session/notice';
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
import { holdAnswers } from '@/test/requests';

describe('logout (a dead session, a failed refresh)', () => {
  function expectLoggedOut(error: unknown) {
    expect(error).toBeInstanceOf(ApiError);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(reloads()).toBe(1);
  }

  it('403 → both cookies removed, the page reloads, the call rejects, no refresh and no retry', async () => {
    await loginAsAdmin();
    tab.queryClient.setQueryData(['users', 'self'], { leftover: true });
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Доступ запрещён' }, { status: 403 }),
      ),
    );
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
    expect(tab.queryClient.getQueryData(['users', 'self'])).toBeUndefined();
  });

  it("403 with 'Expired JWT Token' logs out rather than refreshing", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Expired JWT Token' }, { status: 403 }),
      ),
    );
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
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

      expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
      expect(only(seen, 'POST', AUTH)).toHaveLength(0);
      expect(only(seen, 'GET', SELF)).toHaveLength(1);
    },
  );

  it("expired refresh token ('истек срок жизни refresh token' from the mock) → logout", async () => {
    const old = await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
    const refreshes = only(seen, 'POST', AUTH);
    expect(refreshes).toHaveLength(1);
    expect(await refreshes[0]?.body).toEqual({ refreshToken: old.refreshToken });
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
  });

  it("unknown refresh token ('refresh token не найден' from the mock) → logout", async () => {
    const { accessToken } = testTokens(1);
    storeTokens({ accessToken, refreshToken: 'mock-refresh.1.0.nosuchsession' });
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
  });

  it('20 concurrent calls with a dead refresh token log out once', async () => {
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, () => tab.api.get('users/self', userSchema)),
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

    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
    expect(only(seen, 'GET', SELF)).toHaveLength(1);
  });

  it('a call whose 401 arrives after another call ended the session fails silently', async () => {
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();
    // The list's 401 is held until the profile's refused refresh has logged out.
    const list401 = holdAnswers('get', 'users', () =>
      HttpResponse.json({ message: 'JWT Token не найден' }, { status: 401 }),
    );

    const list = rejectionOf(tab.api.get('users', pageOf(userSchema)));
    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
    list401.release();

    expect(await list).toBeInstanceOf(SessionEndedError);
    expect(notificationsAndQueue()).toEqual([]);
    expect(reloads()).toBe(1);
  });

  it('an expired access token with no refresh cookie → logout without calling the refresh endpoint', async () => {
    Cookies.set('accessToken', testTokens(1).accessToken, { path: '/' });
    expireAccessTokensNow();
    await pastExpiryMoment();
    const seen = recordRequests();

    expectLoggedOut(await rejectionOf(tab.api.get('users/self', userSchema)));
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
  });
});

describe('the reason a logout leaves for the login page', () => {
  it("a refused refresh → 'Сессия истекла. Войдите снова.'", async () => {
    await loginAsAdmin();
    expireRefreshTokensNow();
    await pastExpiryMoment();

    await rejectionOf(tab.api.get('users/self', userSchema));

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

    await rejectionOf(tab.api.get('users/self', userSchema));

    expect(reloads()).toBe(1);
    expect(takeSessionNotice()).toBe('Пользователь заблокирован');
  });
});
