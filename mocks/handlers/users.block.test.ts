import { describe, expect, it } from 'vitest';
import { BLOCK_ERRORS } from '@/contract/users';
import { db } from '../db';
import { fetchRaw as call, inDays } from '../testing';
import {
  admin,
  moderator,
  listAll,
  getUser,
  resultOf,
  freshTokensForEachTest,
} from './users.test-helpers';

freshTokensForEachTest();

describe('PATCH /users/{id}/block and /unblock', () => {
  function firstActiveUser(): number {
    const user = db.users.find((u) => u.id > 12 && u.status === 'active');
    if (!user) throw new Error('seed has no active user');
    return user.id;
  }

  it('blocks with a reason and a date: the user is blocked and stays so', async () => {
    const id = firstActiveUser();
    const until = inDays(7);

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
      body: { reason: 'Спам', until: inDays(3) },
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

describe('who may block whom', () => {
  const staffMember = (roleId: 1 | 2, exceptId: number) =>
    db.users.find(
      (user) => user.roleIds.includes(roleId) && user.id !== exceptId && user.status === 'active',
    )!.id;
  const ordinaryUser = () =>
    db.users.find((user) => user.roleIds.includes(3) && user.status === 'active')!.id;
  const block = (id: number, token: string) =>
    call('PATCH', `/users/${id}/block`, { token, body: { reason: 'Проверка правила' } });

  it.each([
    ['the administrator', 1, BLOCK_ERRORS.staff],
    ['another administrator', 3, BLOCK_ERRORS.staff],
    ['another moderator', 5, BLOCK_ERRORS.staff],
    ['themselves', 2, BLOCK_ERRORS.self],
  ])('a moderator blocking %s (user %i) → 409, nothing changed', async (_who, id, message) => {
    const before = db.audit.length;
    const answer = await block(id, moderator);
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message });
    expect(resultOf(await getUser(id)).status).toBe('active');
    expect(db.audit.length).toBe(before);
    // The administrator still logs in.
    if (id === 1) {
      const login = await call('POST', '/auth', {
        body: { email: 'admin@whowillwin.ru', password: 'admin123' },
      });
      expect(login.status).toBe(200);
    }
  });

  it('a moderator blocks and unblocks an ordinary user', async () => {
    const id = ordinaryUser();
    expect((await block(id, moderator)).status).toBe(200);
    expect((await call('PATCH', `/users/${id}/unblock`, { token: moderator })).status).toBe(200);
  });

  it('a moderator does not unblock staff: 409, the block stays', async () => {
    const blockedModerator = db.users.find(
      (user) => user.roleIds.includes(2) && user.status === 'blocked',
    )!;
    const answer = await call('PATCH', `/users/${blockedModerator.id}/unblock`, {
      token: moderator,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: BLOCK_ERRORS.unblockStaff });
    expect(resultOf(await getUser(blockedModerator.id)).status).toBe('blocked');
  });

  it('an administrator blocks and unblocks staff, never themselves', async () => {
    for (const id of [staffMember(2, 2), staffMember(1, 1)]) {
      expect((await block(id, admin)).status).toBe(200);
      expect((await call('PATCH', `/users/${id}/unblock`, { token: admin })).status).toBe(200);
    }
    expect((await block(1, admin)).json).toEqual({ message: BLOCK_ERRORS.self });
  });

  it("a complaint's «block the author» follows the same rule", async () => {
    const complaint = db.complaints.find((row) => row.status === 'new')!;
    complaint.targetUserId = 1;
    const answer = await call('POST', `/complaints/${complaint.id}/resolve`, {
      token: moderator,
      body: { action: 'block_user', note: 'Оскорбления' },
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: BLOCK_ERRORS.staff });
    expect(db.users.find((user) => user.id === 1)!.status).toBe('active');
    expect(complaint.status).toBe('new');
    complaint.targetUserId = 2;
    const self = await call('POST', `/complaints/${complaint.id}/resolve`, {
      token: moderator,
      body: { action: 'block_user', note: 'Оскорбления' },
    });
    expect(self.json).toEqual({ message: BLOCK_ERRORS.self });
  });
});
