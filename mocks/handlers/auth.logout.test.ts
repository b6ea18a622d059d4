import { describe, expect, it } from 'vitest';
import { fetchRaw as call } from '../testing';

/** The server's logout and the refresh token families (docs/product.md#session). */

interface Pair {
  accessToken: string;
  refreshToken: string;
}

async function login(): Promise<Pair> {
  const answer = await call('POST', '/auth', {
    body: { email: 'moderator@whowillwin.ru', password: 'moder123' },
  });
  expect(answer.status).toBe(200);
  return (answer.json as { result: Pair }).result;
}

const renew = (refreshToken: string) => call('POST', '/auth', { body: { refreshToken } });
const logout = (refreshToken: string) => call('POST', '/auth/logout', { body: { refreshToken } });

async function renewed(refreshToken: string): Promise<Pair> {
  const answer = await renew(refreshToken);
  expect(answer.status).toBe(200);
  return (answer.json as { result: Pair }).result;
}

const GONE = { status: 401, json: { message: 'refresh token не найден' } };

describe('POST /auth/logout', () => {
  it('revokes the refresh token: it renews nothing afterwards', async () => {
    const session = await login();
    expect(await logout(session.refreshToken)).toEqual({
      status: 200,
      json: { result: { revoked: 1 } },
    });
    expect(await renew(session.refreshToken)).toEqual(GONE);
  });

  it('revokes every token rotated from the same login, and no other login', async () => {
    const first = await login();
    const other = await login();
    const second = await renewed(first.refreshToken);
    const third = await renewed(second.refreshToken);
    // The tab logs out with the token it holds; a copy of an older one is as dead.
    expect((await logout(third.refreshToken)).status).toBe(200);
    expect(await renew(third.refreshToken)).toEqual(GONE);
    expect((await renew(other.refreshToken)).status).toBe(200);
  });

  it('with a spent token of the family, revokes the live one too', async () => {
    const first = await login();
    const second = await renewed(first.refreshToken);
    expect((await logout(first.refreshToken)).status).toBe(200);
    expect(await renew(second.refreshToken)).toEqual(GONE);
  });

  it('answers 200 for a token already dead, 422 without one', async () => {
    expect(await logout('mock-refresh.nosuchfamily.nosuchkey')).toEqual({
      status: 200,
      json: { result: { revoked: 0 } },
    });
    expect(await call('POST', '/auth/logout', { body: {} })).toEqual({
      status: 422,
      json: {
        message: 'Проверьте правильность заполнения полей',
        errors: { refreshToken: 'Обязательное поле' },
      },
    });
  });
});

describe('a spent refresh token presented again', () => {
  it('is refused, and revokes its whole family: the thief and the user both log in again', async () => {
    const first = await login();
    const other = await login();
    const second = await renewed(first.refreshToken);
    expect(await renew(first.refreshToken)).toEqual(GONE);
    expect(await renew(second.refreshToken)).toEqual(GONE);
    // Another login of the same user is another family: it goes on.
    expect((await renew(other.refreshToken)).status).toBe(200);
  });

  it('an unknown token revokes nothing', async () => {
    const session = await login();
    expect(await renew('mock-refresh.1.0.nosuchsession')).toEqual(GONE);
    expect(await renew('garbage')).toEqual(GONE);
    expect((await renew(session.refreshToken)).status).toBe(200);
  });
});
