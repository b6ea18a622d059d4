import { beforeEach, describe, expect, it } from 'vitest';
import { createSeededDatabase, db, resetDatabase } from '../db';
import { issueTokens } from '../tokens';
import { fetchRaw as call, type RawAnswer as Answer } from '../testing';
import { pageOf } from '@/shared/api/schemas';
import { userSchema, type User } from '@/shared/api/schemas';

/** The mock users API against the contract (PRODUCT §3, §5 Users, §6), through plain fetch. */

const userPage = pageOf(userSchema);

let admin: string;
let moderator: string;

beforeEach(() => {
  admin = issueTokens(1).accessToken;
  moderator = issueTokens(2).accessToken;
});

/** GET /users with the given query; the answer must match the contract's page shape. */
async function list(query: Record<string, string | number> = {}, token = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await call('GET', `/users?${search}`, { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return userPage.parse((answer.json as { result: unknown }).result);
}

/** All rows of a filtered list, page by page. */
async function listAll(query: Record<string, string | number> = {}): Promise<User[]> {
  const rows: User[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await list({ ...query, page, limit: 100 });
    rows.push(...items);
    if (rows.length >= total || items.length === 0) return rows;
  }
}

async function getUser(id: number | string, token = admin): Promise<Answer> {
  return call('GET', `/users/${id}`, { token });
}

const resultOf = (answer: Answer) => userSchema.parse((answer.json as { result: unknown }).result);

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('seed determinism', () => {
  it('two seeded databases are equal', () => {
    expect(createSeededDatabase()).toEqual(createSeededDatabase());
  });

  it('seeds 300 users with unique ids, emails and nicknames, and both mock accounts', () => {
    const seeded = createSeededDatabase();
    expect(seeded.users).toHaveLength(300);
    expect(new Set(seeded.users.map((u) => u.id)).size).toBe(300);
    expect(new Set(seeded.users.map((u) => u.email)).size).toBe(300);
    expect(new Set(seeded.users.map((u) => u.nickname)).size).toBe(300);
    expect(seeded.users.find((u) => u.email === 'admin@whowillwin.ru')?.roleIds).toEqual([1]);
    expect(seeded.users.find((u) => u.email === 'moderator@whowillwin.ru')?.roleIds).toEqual([2]);
    expect(seeded.roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Администратор', 'Модератор']),
    );
  });

  it('resetDatabase brings back the seed after changes', async () => {
    expect(
      (
        await call('PATCH', '/users/7/block', {
          token: admin,
          body: { reason: 'Спам в комментариях' },
        })
      ).status,
    ).toBe(200);
    expect(db.users.find((u) => u.id === 7)?.status).toBe('blocked');
    resetDatabase();
    expect(db).toEqual(createSeededDatabase());
  });
});

describe('GET /users/self', () => {
  it('answers the own profile in the contract shape', async () => {
    const adminSelf = resultOf(await call('GET', '/users/self', { token: admin }));
    expect(adminSelf).toMatchObject({
      id: 1,
      email: 'admin@whowillwin.ru',
      roles: [{ id: 1, name: 'Администратор' }],
    });

    const moderatorSelf = resultOf(await call('GET', '/users/self', { token: moderator }));
    expect(moderatorSelf).toMatchObject({
      id: 2,
      email: 'moderator@whowillwin.ru',
      roles: [{ id: 2, name: 'Модератор' }],
    });
  });

  it('does not leak the password', async () => {
    const answer = await call('GET', '/users/self', { token: admin });
    expect(JSON.stringify(answer.json)).not.toContain('admin123');
    expect((answer.json as { result: Record<string, unknown> }).result).not.toHaveProperty(
      'password',
    );
  });
});

describe('GET /users — pagination', () => {
  it('defaults to page 1 of 20, total 300', async () => {
    const { items, total } = await list();
    expect(total).toBe(300);
    expect(items).toHaveLength(20);
  });

  it.each([10, 20, 50, 100])('limit %i gives that many rows', async (limit) => {
    const { items, total } = await list({ limit });
    expect(items).toHaveLength(limit);
    expect(total).toBe(300);
  });

  it('pages partition the whole set, with no overlap and nothing missing', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, limit: 100 })));
    const ids = pages.flatMap((p) => p.items.map((u) => u.id));
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);

    const beyond = await list({ page: 4, limit: 100 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(300);
  });

  it('page 2 continues where page 1 stopped', async () => {
    const wide = await list({ page: 1, limit: 20 });
    const first = await list({ page: 1, limit: 10 });
    const second = await list({ page: 2, limit: 10 });
    expect([...first.items, ...second.items].map((u) => u.id)).toEqual(wide.items.map((u) => u.id));
  });

  it.each([7, 0, 25, 1000, 'abc', -10])('limit=%j → 422 with errors.limit', async (limit) => {
    const answer = await call('GET', `/users?limit=${limit}`, { token: admin });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: expect.any(String),
      errors: { limit: expect.any(String) },
    });
  });

  it.each([0, -1, 1.5, 'x'])('page=%j → 422 with errors.page', async (page) => {
    const answer = await call('GET', `/users?page=${page}`, { token: admin });
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: Record<string, string> }).errors).toHaveProperty('page');
  });
});

describe('GET /users — search and filters', () => {
  it('finds a user by nickname, case-insensitively', async () => {
    const target = db.users[150];
    expect(target).toBeDefined();
    const { items } = await list({ search: target?.nickname.toUpperCase() ?? '', limit: 100 });
    expect(items.map((u) => u.id)).toContain(target?.id);
    for (const user of items)
      expect(user.nickname.toLowerCase()).toContain(target?.nickname.toLowerCase());
  });

  it('finds users by name (Cyrillic)', async () => {
    const lastName = db.users[100]?.name.split(' ')[1]?.slice(0, 5) ?? '';
    expect(lastName).not.toBe('');
    const rows = await listAll({ search: lastName });
    expect(rows.map((u) => u.id)).toContain(101);
    const expected = db.users.filter((u) =>
      [u.nickname, u.name, u.email].some((f) => f.toLowerCase().includes(lastName.toLowerCase())),
    );
    expect(rows.map((u) => u.id).sort((a, b) => a - b)).toEqual(
      expected.map((u) => u.id).sort((a, b) => a - b),
    );
  });

  it('finds a user by exact email', async () => {
    const { items, total } = await list({ search: 'moderator@whowillwin.ru' });
    expect(total).toBe(1);
    expect(items[0]?.id).toBe(2);
  });

  it('a search matching nothing gives an empty page with total 0', async () => {
    expect(await list({ search: 'такого-пользователя-нет-zzz' })).toEqual({ items: [], total: 0 });
  });

  it.each([
    [1, 'Администратор'],
    [2, 'Модератор'],
    [3, 'Пользователь'],
  ])('role=%i keeps only users with role %s', async (roleId, roleName) => {
    const rows = await listAll({ role: roleId });
    expect(rows.length).toBeGreaterThan(0);
    for (const user of rows) expect(user.roles.map((r) => r.name)).toContain(roleName);
    expect(rows).toHaveLength(db.users.filter((u) => u.roleIds.includes(roleId)).length);
  });

  it('status=blocked and status=active split the set', async () => {
    const blocked = await listAll({ status: 'blocked' });
    const active = await listAll({ status: 'active' });
    expect(blocked.length).toBeGreaterThan(0);
    expect(active.length).toBeGreaterThan(0);
    expect(blocked.every((u) => u.status === 'blocked')).toBe(true);
    expect(active.every((u) => u.status === 'active')).toBe(true);
    expect(blocked.length + active.length).toBe(300);
  });

  it.each([
    ['role', 'admin'],
    ['role', '0'],
    ['status', 'deleted'],
  ])('an invalid filter %s=%j → 422 naming it', async (name, value) => {
    const answer = await call('GET', `/users?${name}=${value}`, { token: admin });
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: Record<string, string> }).errors).toHaveProperty(name);
  });

  it('filters combine with search', async () => {
    const rows = await listAll({ status: 'active', role: 2 });
    expect(rows.length).toBeGreaterThan(0);
    for (const user of rows) {
      expect(user.status).toBe('active');
      expect(user.roles.map((r) => r.id)).toContain(2);
    }
    const searched = await list({ status: 'active', role: 2, search: 'moderator' });
    expect(searched.items.map((u) => u.id)).toEqual([2]);
  });
});

describe('GET /users — sort and order', () => {
  const ascending = <T>(values: T[]) =>
    values.every((v, i) => i === 0 || (values[i - 1] as T) <= v);
  const descending = <T>(values: T[]) =>
    values.every((v, i) => i === 0 || (values[i - 1] as T) >= v);

  it('sort=createdAt&order=asc is oldest first; desc newest first', async () => {
    const asc = await listAll({ sort: 'createdAt', order: 'asc' });
    const desc = await listAll({ sort: 'createdAt', order: 'desc' });
    expect(asc).toHaveLength(300);
    expect(ascending(asc.map((u) => Date.parse(u.createdAt)))).toBe(true);
    expect(descending(desc.map((u) => Date.parse(u.createdAt)))).toBe(true);
    expect(asc[0]?.id).not.toBe(desc[0]?.id);
  });

  it('sort=nickname&order=asc sorts by nickname', async () => {
    const rows = await listAll({ sort: 'nickname', order: 'asc' });
    expect(ascending(rows.map((u) => u.nickname))).toBe(true);
  });

  it('sort=lastSeenAt keeps users never seen at the end in both orders', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const rows = await listAll({ sort: 'lastSeenAt', order });
      const firstNull = rows.findIndex((u) => u.lastSeenAt === null);
      expect(firstNull, order).toBeGreaterThan(0);
      expect(
        rows.slice(firstNull).every((u) => u.lastSeenAt === null),
        order,
      ).toBe(true);
      const seen = rows.slice(0, firstNull).map((u) => Date.parse(u.lastSeenAt as string));
      expect(order === 'asc' ? ascending(seen) : descending(seen), order).toBe(true);
    }
  });

  it('the default order is newest first', async () => {
    const rows = await listAll();
    expect(descending(rows.map((u) => Date.parse(u.createdAt)))).toBe(true);
  });

  it('an unknown sort field or order → 422 with the field named', async () => {
    const badSort = await call('GET', '/users?sort=password', { token: admin });
    expect(badSort.status).toBe(422);
    expect((badSort.json as { errors: Record<string, string> }).errors).toHaveProperty('sort');

    const badOrder = await call('GET', '/users?sort=createdAt&order=up', { token: admin });
    expect(badOrder.status).toBe(422);
    expect((badOrder.json as { errors: Record<string, string> }).errors).toHaveProperty('order');
  });
});

describe('GET /users/{id}', () => {
  it('answers the user in the contract shape', async () => {
    const answer = await getUser(42);
    expect(answer.status).toBe(200);
    const user = resultOf(answer);
    expect(user.id).toBe(42);
    expect(user.email).toBe(db.users.find((u) => u.id === 42)?.email);
  });

  it('a moderator may read users too', async () => {
    expect((await getUser(42, moderator)).status).toBe(200);
  });

  it.each([99999, 0, 'abc'])('unknown id %j → 404 with a message', async (id) => {
    const answer = await getUser(id);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });
});

describe('PATCH /users/{id}/block and /unblock', () => {
  function firstActiveUser(): number {
    const user = db.users.find((u) => u.id > 12 && u.status === 'active');
    if (!user) throw new Error('seed has no active user');
    return user.id;
  }

  it('blocks with a reason and a date: the user is blocked and stays so', async () => {
    const id = firstActiveUser();
    const until = inFuture(7);

    const answer = await call('PATCH', `/users/${id}/block`, {
      token: admin,
      body: { reason: 'Спам в комментариях', until },
    });

    expect(answer.status).toBe(200);
    expect(resultOf(answer)).toMatchObject({
      id,
      status: 'blocked',
      blockReason: 'Спам в комментариях',
      blockedUntil: until,
    });
    expect(resultOf(await getUser(id))).toMatchObject({
      status: 'blocked',
      blockReason: 'Спам в комментариях',
    });
    const blocked = await listAll({ status: 'blocked' });
    expect(blocked.map((u) => u.id)).toContain(id);
  });

  it('blocks without a date (indefinitely)', async () => {
    const id = firstActiveUser();
    const answer = await call('PATCH', `/users/${id}/block`, {
      token: moderator,
      body: { reason: 'Оскорбления' },
    });
    expect(answer.status).toBe(200);
    expect(resultOf(answer)).toMatchObject({
      status: 'blocked',
      blockReason: 'Оскорбления',
      blockedUntil: null,
    });
  });

  it.each([
    ['empty reason', { reason: '' }],
    ['whitespace reason', { reason: '   ' }],
    ['missing reason', {}],
  ])('%s → 422 with errors.reason, user unchanged', async (_label, body) => {
    const id = firstActiveUser();
    const answer = await call('PATCH', `/users/${id}/block`, { token: admin, body });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      message: expect.any(String),
      errors: { reason: expect.any(String) },
    });
    expect(resultOf(await getUser(id)).status).toBe('active');
  });

  it.each([
    ['a past date', new Date(Date.now() - 86_400_000).toISOString()],
    ['not a date', 'завтра'],
  ])('until as %s → 422 with errors.until', async (_label, until) => {
    const id = firstActiveUser();
    const answer = await call('PATCH', `/users/${id}/block`, {
      token: admin,
      body: { reason: 'Спам', until },
    });
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: Record<string, string> }).errors).toHaveProperty('until');
    expect(resultOf(await getUser(id)).status).toBe('active');
  });

  it('blocking oneself → 409 with a message', async () => {
    const answer = await call('PATCH', '/users/1/block', {
      token: admin,
      body: { reason: 'Проверка блокировки' },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect(resultOf(await getUser(1)).status).toBe('active');
  });

  it('blocking an unknown user → 404', async () => {
    const answer = await call('PATCH', '/users/99999/block', {
      token: admin,
      body: { reason: 'Спам' },
    });
    expect(answer.status).toBe(404);
  });

  it('unblock clears status, reason and date', async () => {
    const id = firstActiveUser();
    await call('PATCH', `/users/${id}/block`, {
      token: admin,
      body: { reason: 'Спам', until: inFuture(3) },
    });

    const answer = await call('PATCH', `/users/${id}/unblock`, { token: admin });

    expect(answer.status).toBe(200);
    expect(resultOf(answer)).toMatchObject({
      id,
      status: 'active',
      blockReason: null,
      blockedUntil: null,
    });
    expect(resultOf(await getUser(id)).status).toBe('active');
  });

  it('unblocking an unknown user → 404', async () => {
    expect((await call('PATCH', '/users/99999/unblock', { token: admin })).status).toBe(404);
  });
});

describe('PATCH /users/{id}/roles and GET /roles', () => {
  it('GET /roles lists the roles with ids and names', async () => {
    const answer = await call('GET', '/roles', { token: admin });
    expect(answer.status).toBe(200);
    expect((answer.json as { result: unknown }).result).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Администратор' },
        { id: 2, name: 'Модератор' },
      ]),
    );
  });

  it('the administrator changes the roles of a user', async () => {
    const answer = await call('PATCH', '/users/20/roles', {
      token: admin,
      body: { roleIds: [2, 3] },
    });
    expect(answer.status).toBe(200);
    expect(resultOf(answer).roles).toEqual([
      { id: 2, name: 'Модератор' },
      { id: 3, name: 'Пользователь' },
    ]);
    expect(resultOf(await getUser(20)).roles.map((r) => r.id)).toEqual([2, 3]);
  });

  it('a moderator may not change roles: refused (not with 403), roles unchanged', async () => {
    const before = resultOf(await getUser(20)).roles;
    const answer = await call('PATCH', '/users/20/roles', {
      token: moderator,
      body: { roleIds: [1] },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect(resultOf(await getUser(20)).roles).toEqual(before);
  });

  it('the administrator removing their own administrator role → 409, roles unchanged', async () => {
    const answer = await call('PATCH', '/users/1/roles', { token: admin, body: { roleIds: [2] } });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: expect.any(String) });
    expect(resultOf(await getUser(1)).roles).toEqual([{ id: 1, name: 'Администратор' }]);
  });

  it('the administrator may add roles to themselves while keeping the administrator role', async () => {
    const answer = await call('PATCH', '/users/1/roles', {
      token: admin,
      body: { roleIds: [1, 2] },
    });
    expect(answer.status).toBe(200);
    expect(resultOf(answer).roles.map((r) => r.id)).toEqual([1, 2]);
  });

  it.each([
    ['empty list', { roleIds: [] }],
    ['unknown role', { roleIds: [99] }],
    ['missing roleIds', {}],
  ])('%s → 422 with errors.roleIds', async (_label, body) => {
    const answer = await call('PATCH', '/users/20/roles', { token: admin, body });
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: Record<string, string> }).errors).toHaveProperty('roleIds');
  });

  it('an unknown user → 404', async () => {
    expect(
      (await call('PATCH', '/users/99999/roles', { token: admin, body: { roleIds: [2] } })).status,
    ).toBe(404);
  });
});

describe('authorisation of the users API', () => {
  it.each([
    ['GET', '/users'],
    ['GET', '/users/3'],
    ['PATCH', '/users/3/block'],
    ['PATCH', '/users/3/unblock'],
    ['PATCH', '/users/3/roles'],
    ['GET', '/roles'],
  ])('%s %s without a token → 401', async (method, path) => {
    const answer = await call(method, path, {
      body: method === 'PATCH' ? { reason: 'Спам', roleIds: [2] } : undefined,
    });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ message: expect.any(String) });
  });
});
