import { describe, expect, it } from 'vitest';
import { countersSchema } from '@/contract/common';
import { userSchema } from '@/contract/common';
import { z as zod } from 'zod';
import { complaintDecisionSchema } from '@/contract/complaints';
import { formatDecidedAt } from '../claims';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID, copyOf } from '../testing';
import type { MockComplaint } from '../types';
import { first, complaint, type Complaint } from './complaints.test-helpers';

const complaintDecisionContract = zod.strictObject(complaintDecisionSchema.shape);

const newCount = async () =>
  countersSchema.parse((await call('/stats/counters')).result).complaintsNew;

/**
 * docs/product.md#several-moderators-at-once: the 409 of a complaint decided already names who
 * decided it and when.
 */
const decidedMessage = (id: number) => {
  const { resolvedById, resolvedAt } = complaint(id).resolution!;
  const by = db.users.find((user) => user.id === resolvedById)!.nickname;
  return `Уже решено: ${by}, ${formatDecidedAt(resolvedAt)}`;
};
const resolve = (id: number | string, body: unknown, as = MODERATOR_ID) =>
  call<Complaint>(`/complaints/${id}/resolve`, { method: 'POST', body, as });
const reject = (id: number | string, body: unknown) =>
  call<Complaint>(`/complaints/${id}/reject`, { method: 'POST', body, as: MODERATOR_ID });

describe('POST /complaints/:id/resolve', () => {
  it('hide_content hides the comment for real; the queue shrinks', async () => {
    const before = await newCount();
    expect(before).toBe(db.complaints.filter((c) => c.status === 'new').length);
    const target = first('new', 'comment');
    const started = Date.now();
    const { status, result } = await resolve(target.id, { action: 'hide_content', note: ' Спам ' });
    expect(status).toBe(200);
    expect(complaintDecisionContract.parse(result)).toMatchObject({
      status: 'resolved',
      resolution: { action: 'hide_content', note: 'Спам', resolvedBy: { id: MODERATOR_ID } },
    });
    expect(Date.parse(result.resolution!.resolvedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(db.comments.find((c) => c.id === target.targetId)!.status).toBe('hidden');
    expect(await newCount()).toBe(before - 1);
  });

  it('hide_content takes a video down: rejected, the reason naming the complaint', async () => {
    const target = first('new', 'video');
    const reason = db.complaintReasons.find((r) => r.id === target.reasonId)!.title;
    expect((await resolve(target.id, { action: 'hide_content' })).status).toBe(200);
    expect(db.videos.find((v) => v.id === target.targetId)).toMatchObject({
      status: 'rejected',
      rejectReason: `Скрыто по жалобе: ${reason}`,
      moderatedById: MODERATOR_ID,
    });
  });

  it('block_user blocks the author of the target', async () => {
    const target = db.complaints.find(
      (c) =>
        c.status === 'new' &&
        c.targetType === 'video' &&
        db.users.find((u) => u.id === c.targetUserId)!.status === 'active',
    )!;
    const { result } = await resolve(target.id, {
      action: 'block_user',
      note: 'Перезалив чужих видео',
    });
    expect(result.resolution?.action).toBe('block_user');
    const user = userSchema.parse((await call(`/users/${target.targetUserId}`)).result);
    expect(user).toMatchObject({
      status: 'blocked',
      blockReason: 'Перезалив чужих видео',
      blockedUntil: null,
    });
  });

  it('one decision per target: the other new complaints about it close with it, and the answer counts them', async () => {
    const byTarget = new Map<string, MockComplaint[]>();
    for (const row of db.complaints.filter((c) => c.status === 'new' && c.targetType === 'video')) {
      const key = String(row.targetId);
      byTarget.set(key, [...(byTarget.get(key) ?? []), row]);
    }
    let siblings = [...byTarget.values()].find((rows) => rows.length >= 2);
    if (!siblings) {
      // The seed may have no doubled target in the queue: give one a second complaint.
      const original = first('new', 'video');
      const copy = { ...original, id: 10_000, reporterId: original.reporterId + 1 };
      db.complaints.push(copy);
      siblings = [original, copy];
    }
    const [target, ...others] = siblings;
    const decidedBefore = db.complaints.find(
      (c) => c.status !== 'new' && c.targetType === 'video' && c.targetId === target!.targetId,
    );
    const before = await newCount();
    const { status, result } = await resolve(target!.id, {
      action: 'hide_content',
      note: 'Повтор',
    });
    expect(status).toBe(200);
    expect(result.alsoResolved).toBe(others.length);
    expect(result.targetComplaints.new).toBe(0);
    for (const other of others) {
      expect(complaint(other.id)).toMatchObject({
        status: 'resolved',
        resolution: { action: 'hide_content', note: 'Повтор', resolvedById: MODERATOR_ID },
      });
    }
    if (decidedBefore) expect(complaint(decidedBefore.id)).toEqual(decidedBefore);
    expect(await newCount()).toBe(before - siblings.length);
    const again = await resolve(others[0]!.id, { action: 'none' });
    expect([again.status, again.error.message]).toEqual([409, decidedMessage(others[0]!.id)]);
    expect(again.error.message).toMatch(/^Уже решено: moderator, /);
  });

  it('a lone complaint answers alsoResolved 0; other targets are untouched', async () => {
    const lone = db.complaints.find(
      (c) =>
        c.status === 'new' &&
        c.targetType === 'comment' &&
        db.complaints.filter(
          (o) => o.status === 'new' && o.targetType === 'comment' && o.targetId === c.targetId,
        ).length === 1,
    )!;
    const others = copyOf(db.complaints.filter((c) => c.id !== lone.id));
    const { result } = await resolve(lone.id, { action: 'none' });
    expect(result.alsoResolved).toBe(0);
    expect(db.complaints.filter((c) => c.id !== lone.id)).toEqual(others);
  });

  it('block_user on a comment complaint blocks the comment author; on a user complaint, the user', async () => {
    const active = (c: MockComplaint) =>
      c.status === 'new' && db.users.find((u) => u.id === c.targetUserId)!.status === 'active';
    const aboutComment = db.complaints.find((c) => c.targetType === 'comment' && active(c))!;
    const author = db.comments.find((c) => c.id === aboutComment.targetId)!.authorId;
    await resolve(aboutComment.id, { action: 'block_user', note: 'Оскорбления в комментариях' });
    expect(db.users.find((u) => u.id === author)).toMatchObject({
      status: 'blocked',
      blockReason: 'Оскорбления в комментариях',
    });
    const aboutUser = db.complaints.find((c) => c.targetType === 'user' && active(c))!;
    const { result } = await resolve(aboutUser.id, { action: 'block_user', note: 'Фейк' });
    expect(result.targetUser.status).toBe('blocked');
    expect(db.users.find((u) => u.id === aboutUser.targetId)).toMatchObject({
      status: 'blocked',
      blockReason: 'Фейк',
    });
  });

  it('none closes the complaint and touches nothing else', async () => {
    const target = first('new', 'comment');
    const comments = copyOf(db.comments);
    const users = copyOf(db.users);
    const { result } = await resolve(target.id, { action: 'none' });
    expect(result.resolution).toMatchObject({ action: 'none', note: '' });
    expect(db.comments).toEqual(comments);
    expect(db.users).toEqual(users);
  });

  it.each([
    [{}, { action: 'Действие: none, hide_content или block_user' }],
    [{ action: 'delete' }, { action: 'Действие: none, hide_content или block_user' }],
    [{ action: 'none', note: 'н'.repeat(501) }, { note: 'Примечание: не длиннее 500 символов' }],
  ])('answers 422 for %j', async (body, errors) => {
    const target = first('new');
    const { status, error } = await resolve(target.id, body);
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(complaint(target.id).status).toBe('new');
  });

  it('answers 422 for hiding a profile', async () => {
    const { status, error } = await resolve(first('new', 'user').id, { action: 'hide_content' });
    expect(status).toBe(422);
    expect(error.errors).toEqual({ action: 'Профиль нельзя скрыть: заблокируйте пользователя' });
  });

  it.each(['resolved', 'rejected'] as const)(
    'answers 409 for a complaint already %s',
    async (status) => {
      const target = first(status);
      const before = copyOf(target);
      const answer = await resolve(target.id, { action: 'none' });
      expect([answer.status, answer.error.message]).toEqual([409, decidedMessage(target.id)]);
      expect(complaint(target.id)).toEqual(before);
    },
  );

  it('answers 409 for blocking oneself', async () => {
    const target = first('new', 'user');
    target.targetId = ADMIN_ID;
    target.targetUserId = ADMIN_ID;
    const answer = await resolve(target.id, { action: 'block_user' }, ADMIN_ID);
    expect([answer.status, answer.error.message]).toEqual([
      409,
      'Нельзя заблокировать самого себя',
    ]);
  });

  it('answers 404 for an unknown complaint', async () => {
    const answer = await resolve(9999, { action: 'none' });
    expect([answer.status, answer.error.message]).toEqual([404, 'Жалоба не найдена']);
  });
});

describe('POST /complaints/:id/reject', () => {
  it('closes the complaint with action none and the note; the queue shrinks', async () => {
    const before = await newCount();
    const target = first('new');
    const { status, result } = await reject(target.id, { note: '  Нарушений нет ' });
    expect(status).toBe(200);
    expect(result).toMatchObject({
      status: 'rejected',
      resolution: { action: 'none', note: 'Нарушений нет', resolvedBy: { id: MODERATOR_ID } },
    });
    expect(await newCount()).toBe(before - 1);
  });

  it('takes no note too, and answers 409 the second time', async () => {
    const target = first('new');
    expect((await reject(target.id, {})).result.resolution?.note).toBe('');
    const again = await reject(target.id, {});
    expect([again.status, again.error.message]).toEqual([409, decidedMessage(target.id)]);
  });

  it('answers 422 for a note over 500 characters and 404 for an unknown complaint', async () => {
    const long = await reject(first('new').id, { note: 'н'.repeat(501) });
    expect([long.status, long.error.errors]).toEqual([
      422,
      { note: 'Примечание: не длиннее 500 символов' },
    ]);
    const unknown = await reject(9999, {});
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Жалоба не найдена']);
  });
});
