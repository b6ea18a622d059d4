import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { expireAccessTokensNow, expireRefreshTokensNow, setControls } from '../controls';
import { signAccessToken, testTokens } from '../token-testing';
import { fetchRaw as call, RAW_BASE as BASE, type RawAnswer as Answer } from '../testing';

/**
 * The mock backend against the contract (docs/api.md#session, docs/product.md#mock-backend),
 * through plain fetch as any client would.
 */

const login = (email: string, password: string) =>
  call('POST', '/auth', { body: { email, password } });
const refresh = (refreshToken: string) => call('POST', '/auth', { body: { refreshToken } });
const self = (token: string) => call('GET', '/users/self', { token });

interface Pair {
  accessToken: string;
  refreshToken: string;
}

function pairOf(answer: Answer): Pair {
  return (answer.json as { result: Pair }).result;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /auth with email and password (login)', () => {
  it.each([
    ['admin@whowillwin.ru', 'admin123', 'Администратор'],
    ['moderator@whowillwin.ru', 'moder123', 'Модератор'],
  ])(
    '%s logs in and gets {result:{accessToken, refreshToken}}; the profile has role %s',
    async (email, password, role) => {
      const answer = await login(email, password);

      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        result: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      });
      const pair = pairOf(answer);
      expect(pair.accessToken).not.toBe('');
      expect(pair.refreshToken).not.toBe('');
      expect(pair.accessToken).not.toBe(pair.refreshToken);

      const profile = await self(pair.accessToken);
      expect(profile.status).toBe(200);
      const user = (
        profile.json as { result: { email: string; roles: Array<{ id: number; name: string }> } }
      ).result;
      expect(user.email).toBe(email);
      expect(user.roles.map((r) => r.name)).toEqual([role]);
    },
  );

  it('two logins give two different pairs', async () => {
    const first = pairOf(await login('admin@whowillwin.ru', 'admin123'));
    const second = pairOf(await login('admin@whowillwin.ru', 'admin123'));
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it.each([
    ['wrong password', 'admin@whowillwin.ru', 'admin1234'],
    ["the other account's password", 'admin@whowillwin.ru', 'moder123'],
    ['unknown email', 'nobody@whowillwin.ru', 'admin123'],
    ['empty password', 'moderator@whowillwin.ru', ''],
  ])("%s → 400 {message:'Неверный логин или пароль'}", async (_label, email, password) => {
    const answer = await login(email, password);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Неверный логин или пароль' });
  });

  it('a body of neither form is a 422, a non-JSON one a 400 with a message, not a crash', async () => {
    const empty = await call('POST', '/auth', { body: {} });
    expect(empty).toEqual({
      status: 422,
      json: {
        message: 'Проверьте правильность заполнения полей',
        errors: { body: 'Ожидается { email, password } или { refreshToken }' },
      },
    });

    const raw = await fetch(`${BASE}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'not json',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ message: 'Некорректный JSON' });
    // Not said to be JSON (fetch calls a string text/plain): not read as JSON at all.
    const plain = await fetch(`${BASE}/auth`, { method: 'POST', body: '{}' });
    expect(plain.status).toBe(415);
  });
});

describe('POST /auth with refreshToken (refresh, rotation)', () => {
  it('answers a new pair in the login shape; the new access token works', async () => {
    const old = testTokens(1);

    const answer = await refresh(old.refreshToken);

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      result: { accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
    const next = pairOf(answer);
    expect(next.accessToken).not.toBe(old.accessToken);
    expect(next.refreshToken).not.toBe(old.refreshToken);
    const profile = await self(next.accessToken);
    expect(profile.status).toBe(200);
    expect((profile.json as { result: { id: number } }).result.id).toBe(1);
  });

  it("rotates: the new one keeps working; the old one answers 401 'refresh token не найден'", async () => {
    const first = testTokens(2);
    const second = pairOf(await refresh(first.refreshToken));
    const third = await refresh(second.refreshToken);
    expect(third.status).toBe(200);
    const profile = await self(pairOf(third).accessToken);
    expect((profile.json as { result: { email: string } }).result.email).toBe(
      'moderator@whowillwin.ru',
    );

    const reused = await refresh(first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.json).toEqual({ message: 'refresh token не найден' });
    // A spent token presented again revokes its family (auth.logout.test.ts): the live one too.
    expect((await refresh(pairOf(third).refreshToken)).status).toBe(401);
  });

  it("an unknown refresh token → 401 'refresh token не найден'", async () => {
    for (const token of ['mock-refresh.1.0.nosuchsession', 'garbage', '']) {
      const answer = await refresh(token);
      expect(answer.status, token).toBe(401);
      expect(answer.json, token).toEqual({ message: 'refresh token не найден' });
    }
  });

  it("a refresh token issued before 'expire refresh tokens now' → 401 'истек срок жизни refresh token'", async () => {
    const { refreshToken } = testTokens(1);
    expireRefreshTokensNow();

    const answer = await refresh(refreshToken);

    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'истек срок жизни refresh token' });
  });

  it("a refresh token past its lifetime → 401 'истек срок жизни refresh token'", async () => {
    const { refreshToken } = testTokens(1);
    const session = db.refreshSessions[refreshToken];
    expect(session).toBeDefined();
    if (session) session.expiresAt = Date.now() - 1;

    const answer = await refresh(refreshToken);

    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'истек срок жизни refresh token' });
  });

  it('a fresh login after the refresh tokens expired works again', async () => {
    testTokens(1);
    expireRefreshTokensNow();
    await sleep(5);
    const pair = pairOf(await login('admin@whowillwin.ru', 'admin123'));
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });
});

describe('access tokens', () => {
  it("an access token issued before 'expire access tokens now' → 401 'Expired JWT Token'", async () => {
    const { accessToken, refreshToken } = testTokens(1);
    expect((await self(accessToken)).status).toBe(200);

    expireAccessTokensNow();

    const answer = await self(accessToken);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Expired JWT Token' });

    // The refresh token still renews the session, and the renewed access token is accepted.
    await sleep(5);
    const next = pairOf(await refresh(refreshToken));
    expect((await self(next.accessToken)).status).toBe(200);
  });

  it("an access token past its lifetime → 401 'Expired JWT Token'", async () => {
    // A developer shortens the lifetime (docs/product.md#mock-backend); tokens issued before keep
    // theirs.
    const longLived = testTokens(1).accessToken;
    setControls({ accessTtlMs: 1 });
    const { accessToken } = testTokens(1);

    await sleep(10);

    expect((await self(longLived)).status).toBe(200);

    const answer = await self(accessToken);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: 'Expired JWT Token' });
  });

  it('new access tokens are HS256 JWTs of the user that live 5 minutes by default', async () => {
    const before = Date.now();
    const login = await call('POST', '/auth', {
      body: { email: 'admin@whowillwin.ru', password: 'admin123' },
    });
    const { accessToken } = (login.json as { result: { accessToken: string } }).result;
    const [header, payload] = accessToken
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '1' });
    expect(payload!.iatMs).toBeGreaterThanOrEqual(before);
    expect(Number(payload!.expMs) - Number(payload!.iatMs)).toBe(5 * 60_000);
    expect(payload!.exp).toBe(Math.ceil(Number(payload!.expMs) / 1000));
  });

  it("a token not signed with the mock's key is refused: 401 Invalid JWT Token", async () => {
    const now = Date.now();
    const claims = { sub: '1', iatMs: now, expMs: now + 60_000, exp: Math.ceil(now / 1000) + 60 };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      // The old unsigned format, which named any user.
      `mock-access.1.${now}.${now + 60_000}.x`,
      // Signed with another key.
      signAccessToken(claims, new Uint8Array(32).fill(7)),
      // No signature at all.
      `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      // A valid token of the moderator with the subject changed to the administrator.
      (() => {
        const [head, , signature] = testTokens(2).accessToken.split('.');
        return `${head}.${encode({ ...claims, sub: '1' })}.${signature}`;
      })(),
    ];
    for (const token of forged) {
      const answer = await call('GET', '/users/self', { token });
      expect(answer, token).toEqual({ status: 401, json: { message: 'Invalid JWT Token' } });
    }
    expect((await call('GET', '/users/self', { token: signAccessToken(claims) })).status).toBe(200);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a malformed token', 'not-a-token'],
    ['a refresh token used as access token', 'REFRESH'],
  ])(
    '%s → 401 with a message (never 403, which would log the client out)',
    async (_label, token) => {
      const bearer = token === 'REFRESH' ? testTokens(1).refreshToken : token;
      const answer = await call('GET', '/users/self', { token: bearer });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: expect.any(String) });
    },
  );
});
