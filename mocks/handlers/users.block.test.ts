import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { fetchRaw as call } from '../testing';
import {
  admin,
  moderator,
  listAll,
  getUser,
  resultOf,
  freshTokensForEachTest,
} from './users.test-helpers';

freshTokensForEachTest();

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

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
