import { describe, expect, it, vi } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { expireAccessTokensNow } from '@mocks/controls';
import { ApiError } from './errors';
import { pageOf } from './schemas';
import { userSchema } from './self';
import {
  AUTH,
  recordRequests,
  only,
  pastExpiryMoment,
  loginAsAdmin,
  reloads,
  rejectionOf,
} from './client.test-helpers';
import { notificationsAndQueue } from '@/test/notifications';
import { tab } from '@/test/session';

describe('contract checks', () => {
  it("a malformed success body rejects with 'Сервер вернул данные в неожиданном формате'", async () => {
    await loginAsAdmin();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mswHttp.get('*/api/admin/users/self', () => HttpResponse.json({ result: { id: 'x' } })),
    );

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Сервер вернул данные в неожиданном формате');
    expect(notificationsAndQueue()).toMatchObject([
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

    const error = await rejectionOf(tab.api.get('users/self', userSchema));

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

      const error = await rejectionOf(tab.api.get('users/self', userSchema));

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('Сервер вернул данные в неожиданном формате');
      expect(notificationsAndQueue()).toMatchObject([
        { color: 'red', message: 'Сервер вернул данные в неожиданном формате' },
      ]);
    },
  );

  it('422 field errors end up in ApiError.fieldErrors (list query)', async () => {
    await loginAsAdmin();

    const error = await rejectionOf(
      tab.api.get('users', pageOf(userSchema), { searchParams: { limit: 7 } }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('Проверьте правильность заполнения полей');
    expect((error as ApiError).fieldErrors).toEqual({ limit: expect.any(String) });
  });

  it('422 field errors end up in ApiError.fieldErrors (mutation)', async () => {
    await loginAsAdmin();

    const error = await rejectionOf(tab.api.patch('users/5/block', userSchema, { reason: '' }));

    expect((error as ApiError).status).toBe(422);
    expect(Object.keys((error as ApiError).fieldErrors)).toEqual(['reason']);
    expect((error as ApiError).fieldErrors.reason).toBeTruthy();
  });

  it('search params drop empty values and keep the rest', async () => {
    await loginAsAdmin();
    const seen = recordRequests();

    const result = await tab.api.get('users', pageOf(userSchema), {
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

    const body = await tab.http.get('users/self').json<{ result: { email: string } }>();

    expect(body.result.email).toBe('admin@whowillwin.ru');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
  });
});
