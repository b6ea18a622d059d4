import { describe, expect, it } from 'vitest';
import { createSeededDatabase, db, resetDatabase } from '../db';
import { fetchRaw as call } from '../testing';
import { admin, moderator, getUser, resultOf, freshTokensForEachTest } from './users.test-helpers';

freshTokensForEachTest();

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
