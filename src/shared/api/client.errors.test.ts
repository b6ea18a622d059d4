import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { ApiError } from './errors';
import { tokenPairSchema } from './schemas';
import { userSchema } from './self';
import { ADMIN_LOGIN } from '@mocks/testing';
import {
  AUTH,
  SELF,
  recordRequests,
  only,
  loginAsAdmin,
  cookies,
  reloads,
  rejectionOf,
} from './client.test-helpers';
import { notificationsAndQueue } from '@/test/notifications';
import { tab } from '@/test/session';

describe('error notifications (when logged in, and before login)', () => {
  it('a cancelled call (page left, query superseded) rejects as an abort and shows nothing', async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ result: {} });
      }),
    );
    const controller = new AbortController();
    const call = tab.api.get('users/self', userSchema, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(call);
    expect((error as Error).name).toBe('AbortError');
    expect(notificationsAndQueue()).toEqual([]);
  });

  it("logged in, 500 with {message:'Сервер недоступен'} → one red notification with that message", async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 }),
      ),
    );
    const seen = recordRequests();

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Сервер недоступен');
    expect((error as ApiError).status).toBe(500);
    expect(notificationsAndQueue()).toMatchObject([
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

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('Неизвестная ошибка');
    expect(notificationsAndQueue()).toMatchObject([
      { color: 'red', message: 'Неизвестная ошибка' },
    ]);
  });

  it("logged in, a network failure → ApiError with status 0 and 'Неизвестная ошибка'", async () => {
    await loginAsAdmin();
    server.use(mswHttp.get('*/api/admin/users/self', () => HttpResponse.error()));

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toBe('Неизвестная ошибка');
    expect(notificationsAndQueue()).toMatchObject([
      { color: 'red', message: 'Неизвестная ошибка' },
    ]);
    expect(reloads()).toBe(0);
  });

  it("not logged in, wrong password → 'Неверный логин или пароль' (the mock's 400)", async () => {
    const seen = recordRequests();

    const error = await rejectionOf(
      tab.api.post('auth', tokenPairSchema, { ...ADMIN_LOGIN, password: 'wrong' }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Неверный логин или пароль');
    expect((error as ApiError).status).toBe(400);
    expect(notificationsAndQueue()).toMatchObject([
      { color: 'red', message: 'Неверный логин или пароль' },
    ]);
    expect(seen).toHaveLength(1);
    expect(reloads()).toBe(0);
    expect(cookies()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });

  it('not logged in, a bodiless 502 → the error text (else ERROR 502), never the logged-in text', async () => {
    server.use(mswHttp.post('*/api/admin/auth', () => new HttpResponse(null, { status: 502 })));

    const error = await rejectionOf(tab.api.post('auth', tokenPairSchema, ADMIN_LOGIN));

    const message = (error as ApiError).message;
    expect(message).toMatch(/502/);
    expect(message).not.toBe('Неизвестная ошибка');
    expect((error as ApiError).status).toBe(502);
    expect(notificationsAndQueue()).toMatchObject([{ color: 'red', message }]);
  });

  it('not logged in, a 401 is reported, not refreshed', async () => {
    server.use(
      mswHttp.get('*/api/admin/users/self', () =>
        HttpResponse.json({ message: 'JWT Token не найден' }, { status: 401 }),
      ),
    );
    const seen = recordRequests();

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect((error as ApiError).message).toBe('JWT Token не найден');
    expect(only(seen, 'POST', AUTH)).toHaveLength(0);
    expect(reloads()).toBe(0);
  });
});
