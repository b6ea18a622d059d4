import { describe, expect, it } from 'vitest';
import { fetchRaw as call } from '../testing';
import { admin, moderator, getUser, resultOf, freshTokensForEachTest } from './users.test-helpers';

freshTokensForEachTest();

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
