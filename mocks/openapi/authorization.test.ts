import { afterEach, describe, expect, it } from 'vitest';
import { NO_PANEL_ACCESS_MESSAGE } from '@/contract/roles';
import { EXPIRED_JWT_MESSAGE, INVALID_JWT_MESSAGE } from '@/contract/session';
import { accountBlockedMessage } from '@/contract/users';
import { db, onDatabaseChange } from '../db';
import { signAccessToken, testTokens } from '../token-testing';
import { accessClaims } from '../tokens';
import { ADMIN_ID, MODERATOR_ID } from '../testing';
import { catalogue } from './catalogue';
import type { Endpoint, Probe } from './define';
import { openApiDocument } from './document';

/**
 * The authorization matrix: every call of the catalogue that takes a token, made by each kind of
 * caller the rules know — nobody, a forged token, an expired one, a user who holds no panel role, a
 * moderator whose role was taken away, a blocked moderator, a moderator, an administrator made a
 * moderator — answers as docs/api.md says, and a refused call changes nothing. (The administrator's
 * answers are the contract check's, openapi.test.ts.)
 */
const doc = openApiDocument() as {
  paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
};

/** A seeded user of the platform: active, with the role `Пользователь` only. */
const platformUser = () =>
  db.users.find((user) => user.status === 'active' && user.roleIds.join() === '3')!;

async function send(endpoint: Endpoint, probe: Probe, token: string | null) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = probe.params?.[name];
    return String(typeof value === 'function' ? value(db) : value);
  });
  const query = new URLSearchParams(
    Object.entries(probe.query ?? {}).map(([name, value]) => [
      name,
      typeof value === 'function' ? value() : value,
    ]),
  ).toString();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (probe.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(
    `http://localhost:3000/api/admin${path}${query ? `?${query}` : ''}`,
    {
      method: endpoint.method.toUpperCase(),
      headers,
      body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    },
  );
  const json = response.headers.get('Content-Type')?.startsWith('application/json');
  const body = json ? ((await response.json()) as { message?: string }) : null;
  if (!json) await response.body?.cancel();
  return { status: response.status, message: body?.message };
}

/** How many times the data was committed while `run` ran. */
async function commitsDuring(run: () => Promise<void>): Promise<number> {
  let commits = 0;
  const stop = onDatabaseChange((change) => {
    if (change === 'commit') commits += 1;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return commits;
}

/** A moderator's token signed with a key that is not the server's. */
function forgedToken(): string {
  const claims = accessClaims(MODERATOR_ID);
  return signAccessToken(
    { ...claims, iat: Math.floor(claims.iatMs / 1000), exp: Math.ceil(claims.expMs / 1000) },
    new Uint8Array(32).fill(7),
  );
}

/** A moderator's token whose time is over (issued 10 minutes ago, for 5). */
function expiredToken(): string {
  const iatMs = Date.now() - 10 * 60_000;
  const expMs = iatMs + 5 * 60_000;
  return signAccessToken({
    sub: String(MODERATOR_ID),
    iatMs,
    expMs,
    iat: Math.floor(iatMs / 1000),
    exp: Math.ceil(expMs / 1000),
  });
}

const setRoles = (id: number, roleIds: number[]) => {
  db.users.find((user) => user.id === id)!.roleIds = roleIds;
};

const unblock = () => {
  setRoles(MODERATOR_ID, [2]);
  setRoles(ADMIN_ID, [1]);
  Object.assign(
    db.users.find((user) => user.id === MODERATOR_ID)!,
    {
      status: 'active',
      blockReason: null,
      blockedUntil: null,
    },
  );
};
afterEach(unblock);

const withToken = catalogue.filter((endpoint) => endpoint.auth !== false);

describe.each(
  withToken.map(
    (endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const,
  ),
)('%s', (_, endpoint) => {
  const responses = () => doc.paths[endpoint.path]![endpoint.method]!.responses;

  it('refuses nobody, a forged or expired token, a platform user, a moderator no longer one and a blocked moderator, changing nothing', async () => {
    const userToken = testTokens(platformUser().id).accessToken;
    const moderatorToken = testTokens(MODERATOR_ID).accessToken;
    const commits = await commitsDuring(async () => {
      expect(await send(endpoint, endpoint.probe, forgedToken()), 'forged').toEqual({
        status: 401,
        message: INVALID_JWT_MESSAGE,
      });
      expect(await send(endpoint, endpoint.probe, expiredToken()), 'expired').toEqual({
        status: 401,
        message: EXPIRED_JWT_MESSAGE,
      });
      // The token was issued while the user was a moderator: the role taken away ends it.
      setRoles(MODERATOR_ID, [3]);
      expect(await send(endpoint, endpoint.probe, moderatorToken), 'role taken away').toEqual({
        status: 403,
        message: NO_PANEL_ACCESS_MESSAGE,
      });
      setRoles(MODERATOR_ID, [2]);
    });
    expect(commits).toBe(0);
    Object.assign(
      db.users.find((row) => row.id === MODERATOR_ID)!,
      {
        status: 'blocked',
        blockReason: 'Спам',
        blockedUntil: null,
      },
    );
    const refusedCommits = await commitsDuring(async () => {
      expect((await send(endpoint, endpoint.probe, null)).status, 'no token').toBe(401);
      expect(await send(endpoint, endpoint.probe, userToken)).toEqual({
        status: 403,
        message: NO_PANEL_ACCESS_MESSAGE,
      });
      expect(await send(endpoint, endpoint.probe, moderatorToken)).toEqual({
        status: 403,
        message: accountBlockedMessage('Спам'),
      });
    });
    expect(refusedCommits).toBe(0);
    expect(responses()['403'], '403 documented').toBeDefined();
  });

  it('lets a moderator through, or refuses with a documented 409 (never 403) and no change', async () => {
    unblock();
    const token = testTokens(MODERATOR_ID).accessToken;
    let answer: Awaited<ReturnType<typeof send>> | undefined;
    const commits = await commitsDuring(async () => {
      answer = await send(endpoint, endpoint.probe, token);
    });
    const success = endpoint.status ?? 200;
    if (endpoint.adminOnly) expect(answer!.status).toBe(409);
    expect([success, 409], JSON.stringify(answer)).toContain(answer!.status);
    if (answer!.status === 409) {
      expect(responses()['409']!.description).toContain(`\`${answer!.message}\``);
      expect(commits).toBe(0);
    }
  });

  if (endpoint.adminOnly)
    it('refuses an administrator made a moderator with the same 409, with the token of before', async () => {
      const token = testTokens(ADMIN_ID).accessToken;
      setRoles(ADMIN_ID, [2]);
      let answer: Awaited<ReturnType<typeof send>> | undefined;
      const commits = await commitsDuring(async () => {
        answer = await send(endpoint, endpoint.probe, token);
      });
      expect(answer!.status, JSON.stringify(answer)).toBe(409);
      expect(responses()['409']!.description).toContain(`\`${answer!.message}\``);
      expect(commits).toBe(0);
    });
});
