import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { countersSchema } from '@/shared/api/schemas';
import { pageOf } from '@/shared/api/schemas';
import { userSchema } from '@/shared/api/schemas';
import { videoSchema } from '@/contract/videos';
import { z as zod } from 'zod';
import { complaintDecisionSchema } from '@/contract/complaints';
import { complaintContract, userTabContracts } from '../contracts';
import { formatDecidedAt } from '../claims';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';
import type { ComplaintStatus, ComplaintTargetType, MockComplaint } from '../types';

type Complaint = z.infer<typeof complaintContract> & { alsoResolved?: number };
const complaintDecisionContract = zod.strictObject(complaintDecisionSchema.shape);
type Page = { items: Complaint[]; total: number };

const list = (query = '') => call<Page>(`/complaints${query}`);
const newCount = async () =>
  countersSchema.parse((await call('/stats/counters')).result).complaintsNew;
const first = (status: ComplaintStatus, targetType?: ComplaintTargetType) =>
  db.complaints.find((c) => c.status === status && (!targetType || c.targetType === targetType))!;
const complaint = (id: number) => db.complaints.find((row) => row.id === id)!;
/** PRODUCT §7: the 409 of a complaint decided already names who decided it and when. */
const decidedMessage = (id: number) => {
  const { resolvedById, resolvedAt } = complaint(id).resolution!;
  const by = db.users.find((user) => user.id === resolvedById)!.nickname;
  return `Уже решено: ${by}, ${formatDecidedAt(resolvedAt)}`;
};
const resolve = (id: number | string, body: unknown, as = MODERATOR_ID) =>
  call<Complaint>(`/complaints/${id}/resolve`, { method: 'POST', body, as });
const reject = (id: number | string, body: unknown) =>
  call<Complaint>(`/complaints/${id}/reject`, { method: 'POST', body, as: MODERATOR_ID });

/** The user a complaint is about, worked out from its target. */
function ownerOf(row: MockComplaint): number {
  if (row.targetType === 'user') return row.targetId;
  if (row.targetType === 'video') return db.videos.find((v) => v.id === row.targetId)!.authorId;
  return db.comments.find((c) => c.id === row.targetId)!.authorId;
}

describe('GET /complaints', () => {
  it('answers every complaint in the contract shape, newest first, targets summarised', async () => {
    const { items, total } = await fetchAll<unknown>('/complaints');
    expect(total).toBe(300);
    for (const item of items) expect(complaintContract.strict().parse(item)).toEqual(item);
    const parsed = items.map((item) => complaintContract.parse(item));
    const dates = parsed.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of parsed) {
      const row = complaint(item.id);
      expect(item.targetUserId).toBe(ownerOf(row));
      const owner = db.users.find((u) => u.id === row.targetUserId)!;
      expect(item.targetUser).toEqual({
        id: owner.id,
        nickname: owner.nickname,
        avatarUrl: `/mock-media/avatars/${owner.id}.svg`,
        status: owner.status,
      });
      const about = db.complaints.filter(
        (c) => c.targetType === row.targetType && c.targetId === row.targetId,
      );
      expect(item.targetComplaints).toEqual({
        total: about.length,
        new: about.filter((c) => c.status === 'new').length,
      });
      if (item.targetType === 'video') {
        const video = db.videos.find((v) => v.id === row.targetId)!;
        expect(item.target).toEqual({
          id: video.id,
          title: video.title,
          previewUrl: `/mock-media/previews/${video.id}.svg`,
          status: video.status,
        });
      } else if (item.targetType === 'comment') {
        const comment = db.comments.find((c) => c.id === row.targetId)!;
        expect(item.target).toEqual({
          id: comment.id,
          text: comment.text,
          status: comment.status,
          video: {
            id: comment.videoId,
            title: db.videos.find((v) => v.id === comment.videoId)!.title,
          },
        });
      } else {
        const user = db.users.find((u) => u.id === row.targetId)!;
        expect(item.target).toEqual({
          id: user.id,
          nickname: user.nickname,
          avatarUrl: `/mock-media/avatars/${user.id}.svg`,
          status: user.status,
        });
      }
      expect(item.reason.title).toBe(
        db.complaintReasons.find((reason) => reason.id === row.reasonId)!.title,
      );
      expect(item.resolution === null).toBe(item.status === 'new');
      if (item.resolution) expect(item.resolution.resolvedBy.id).toBe(row.resolution!.resolvedById);
    }
  });

  it('answers one complaint by id, and 404 for an unknown one', async () => {
    const row = first('resolved', 'comment');
    const { status, result } = await call<Complaint>(`/complaints/${row.id}`);
    expect(status).toBe(200);
    expect(complaintContract.strict().parse(result)).toEqual(result);
    expect(result).toMatchObject({ id: row.id, status: 'resolved', targetType: 'comment' });
    const unknown = await call(`/complaints/9999`);
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Жалоба не найдена']);
  });

  it.each(['new', 'resolved', 'rejected'] as const)('filters by status %s', async (status) => {
    const { items, total } = await fetchAll<Complaint>(`/complaints?status=${status}`);
    expect(total).toBe(db.complaints.filter((c) => c.status === status).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.status === status)).toBe(true);
  });

  it.each(['video', 'comment', 'user'] as const)('filters by targetType %s', async (type) => {
    const { items, total } = await fetchAll<Complaint>(`/complaints?targetType=${type}`);
    expect(total).toBe(db.complaints.filter((c) => c.targetType === type).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.targetType === type)).toBe(true);
  });

  it('filters by reason', async () => {
    const { items, total } = await fetchAll<Complaint>('/complaints?reasonId=2');
    expect(total).toBe(db.complaints.filter((c) => c.reasonId === 2).length);
    expect(items.every((item) => item.reason.id === 2)).toBe(true);
  });

  it('filters by targetUserId: what the user card tab lists, as many as the user complaintsCount', async () => {
    const userId = db.complaints.find((c) => c.targetType === 'comment')!.targetUserId;
    const { status, result } = await call(
      `/complaints?targetUserId=${userId}&page=1&limit=10&sort=createdAt&order=desc`,
    );
    expect(status).toBe(200);
    const page = pageOf(userTabContracts.complaint).parse(result);
    const about = db.complaints.filter((c) => ownerOf(c) === userId);
    expect(page.total).toBe(about.length);
    const user = userSchema.parse((await call(`/users/${userId}`)).result);
    expect(user.complaintsCount).toBe(about.length);
  });

  it('searches the text and the reporter nickname', async () => {
    const byText = await fetchAll<Complaint>(`/complaints?search=${encodeURIComponent('МУЗЫКА')}`);
    expect(byText.total).toBeGreaterThan(0);
    expect(
      byText.items.every(
        (item) =>
          item.text.toLowerCase().includes('музыка') || item.reporter.nickname.includes('музыка'),
      ),
    ).toBe(true);
    const reporter = db.users.find((u) => u.id === db.complaints[0]!.reporterId)!;
    const byReporter = await fetchAll<Complaint>(`/complaints?search=${reporter.nickname}`);
    expect(byReporter.items.some((item) => item.reporter.id === reporter.id)).toBe(true);
  });

  it.each(['asc', 'desc'] as const)('sorts by createdAt %s and pages', async (order) => {
    const sorted = [...db.complaints].sort((a, b) =>
      order === 'asc'
        ? a.createdAt.localeCompare(b.createdAt)
        : b.createdAt.localeCompare(a.createdAt),
    );
    const { result } = await list(`?sort=createdAt&order=${order}&limit=50&page=2`);
    expect(result.items.map((item) => item.createdAt)).toEqual(
      sorted.slice(50, 100).map((row) => row.createdAt),
    );
    expect(result.total).toBe(300);
  });

  it.each([
    ['?status=open', 'status', 'Допустимые значения: new, resolved, rejected'],
    ['?targetType=contest', 'targetType', 'Допустимые значения: video, comment, user'],
    ['?reasonId=a', 'reasonId', 'Ожидается целое положительное число'],
    ['?targetUserId=-3', 'targetUserId', 'Ожидается целое положительное число'],
    ['?sort=status', 'sort', 'Сортировка возможна по: createdAt'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });

  it('counts complaints about each video into its complaintsCount', async () => {
    const { items } = await fetchAll<unknown>('/videos?sort=complaintsCount&order=desc');
    const top = videoSchema.parse(items[0]);
    const about = db.complaints.filter((c) => c.targetType === 'video' && c.targetId === top.id);
    expect(top.complaintsCount).toBe(about.length);
    expect(top.complaintsCount).toBeGreaterThan(1);
  });
});

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
    const others = structuredClone(db.complaints.filter((c) => c.id !== lone.id));
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
    const comments = structuredClone(db.comments);
    const users = structuredClone(db.users);
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
      const before = structuredClone(target);
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
