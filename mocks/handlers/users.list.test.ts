import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { fetchRaw as call } from '../testing';
import { admin, list, listAll, freshTokensForEachTest } from './users.test-helpers';

freshTokensForEachTest();

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
