import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pageOf } from '@/contract/common';
import { videoSchema } from '@/contract/videos';
import { commentSchema as commentContract } from '@/contract/comments';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { call, fetchAll, MODERATOR_ID, listCaller } from '../testing';
import type { CommentStatus } from '../types';
import { isSorted } from '../list-testing';

type Comment = z.infer<typeof commentContract>;
const list = listCaller<Comment>('/comments');
const complaintsAbout = (id: number) =>
  db.complaints.filter((c) => c.targetType === 'comment' && c.targetId === id).length;
const comment = (id: number) => db.comments.find((row) => row.id === id);
const withStatus = (status: CommentStatus) => db.comments.filter((row) => row.status === status);

describe('GET /comments', () => {
  it('answers every comment in the contract shape, newest first', async () => {
    const { items, total } = await fetchAll<unknown>('/comments');
    expect(total).toBe(2000);
    expect(items).toHaveLength(2000);
    for (const item of items) expect(strictly(commentContract).parse(item)).toEqual(item);
    const parsed = items.map((item) => commentContract.parse(item));
    expect(
      isSorted(
        parsed.map((item) => item.createdAt),
        'desc',
      ),
    ).toBe(true);
    for (const item of parsed.slice(0, 50)) {
      const row = comment(item.id)!;
      expect(item.author.id).toBe(row.authorId);
      expect(item.video).toEqual({
        id: row.videoId,
        title: db.videos.find((video) => video.id === row.videoId)!.title,
      });
      expect(item.complaintsCount).toBe(complaintsAbout(item.id));
    }
  });

  it('answers the user card tab: authorId, page, limit 10, sort createdAt', async () => {
    const authorId = db.comments[0]!.authorId;
    const { status, result } = await call(
      `/comments?authorId=${authorId}&page=1&limit=10&sort=createdAt&order=desc`,
    );
    expect(status).toBe(200);
    const page = pageOf(commentContract).parse(result);
    expect(page.total).toBe(db.comments.filter((row) => row.authorId === authorId).length);
    expect(page.items.length).toBe(Math.min(10, page.total));
  });

  it.each(['visible', 'hidden'] as const)('filters by status %s', async (status) => {
    const { items, total } = await fetchAll<Comment>(`/comments?status=${status}`);
    expect(total).toBe(withStatus(status).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.status === status)).toBe(true);
  });

  it('filters by video; the count matches the video commentsCount', async () => {
    const videoId = db.comments[0]!.videoId;
    const { items, total } = await fetchAll<Comment>(`/comments?videoId=${videoId}`);
    expect(total).toBe(db.comments.filter((row) => row.videoId === videoId).length);
    expect(items.every((item) => item.video.id === videoId)).toBe(true);
    const video = videoSchema.parse((await call(`/videos/${videoId}`)).result);
    expect(video.commentsCount).toBe(total);
  });

  it('filters by author', async () => {
    const authorId = db.comments[5]!.authorId;
    const { items, total } = await fetchAll<Comment>(`/comments?authorId=${authorId}`);
    expect(total).toBe(db.comments.filter((row) => row.authorId === authorId).length);
    expect(items.every((item) => item.author.id === authorId)).toBe(true);
  });

  it.each([true, false])('filters by hasComplaints=%s', async (has) => {
    const { items, total } = await fetchAll<Comment>(`/comments?hasComplaints=${has}`);
    const expected = db.comments.filter((row) => complaintsAbout(row.id) > 0 === has).length;
    expect(total).toBe(expected);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.complaintsCount > 0 === has)).toBe(true);
  });

  it('searches the text, case-insensitively, and combines with filters', async () => {
    const { items, total } = await fetchAll<Comment>(
      `/comments?search=${encodeURIComponent('ГОЛОС')}&status=visible`,
    );
    const expected = db.comments.filter(
      (row) => row.status === 'visible' && row.text.toLowerCase().includes('голос'),
    );
    expect(total).toBe(expected.length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.text.toLowerCase().includes('голос'))).toBe(true);
  });

  it.each([
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['complaintsCount', 'asc'],
    ['complaintsCount', 'desc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { items } = await fetchAll<Comment>(`/comments?sort=${sort}&order=${order}`);
    expect(items).toHaveLength(2000);
    const values = items.map((item) => item[sort]);
    expect(isSorted(values, order)).toBe(true);
    expect(values[0]).not.toBe(values[values.length - 1]);
  });

  it('pages without overlap', async () => {
    const all = (await list('?limit=100&sort=createdAt&order=asc')).result.items.map((c) => c.id);
    const page = await list('?limit=10&page=3&sort=createdAt&order=asc');
    expect(page.result.items.map((c) => c.id)).toEqual(all.slice(20, 30));
    expect((await list('?limit=100&page=21')).result).toEqual({ items: [], total: 2000 });
  });

  it.each([
    ['?status=deleted', 'status', 'Допустимые значения: visible, hidden'],
    ['?hasComplaints=yes', 'hasComplaints', 'Ожидается true или false'],
    ['?videoId=x', 'videoId', 'Ожидается целое положительное число'],
    ['?authorId=0', 'authorId', 'Ожидается целое положительное число'],
    ['?sort=text', 'sort', 'Сортировка возможна по: createdAt, complaintsCount'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });
});

describe('comment moderation', () => {
  it('hide and restore change the status, idempotently', async () => {
    const target = withStatus('visible')[0]!;
    const hidden = await call<Comment>(`/comments/${target.id}/hide`, {
      method: 'POST',
      as: MODERATOR_ID,
    });
    expect(hidden.status).toBe(200);
    expect(strictly(commentContract).parse(hidden.result).status).toBe('hidden');
    expect((await call(`/comments/${target.id}/hide`, { method: 'POST' })).status).toBe(200);
    expect(comment(target.id)!.status).toBe('hidden');
    const restored = await call<Comment>(`/comments/${target.id}/restore`, { method: 'POST' });
    expect(restored.result.status).toBe('visible');
    expect(comment(target.id)!.status).toBe('visible');
  });

  it('delete removes the comment and the complaints about it; the counts follow', async () => {
    const target = db.comments.find((row) => complaintsAbout(row.id) > 0)!;
    const authorComplaints = db.complaints.filter((c) => c.targetUserId === target.authorId).length;
    const videoBefore = videoSchema.parse((await call(`/videos/${target.videoId}`)).result);
    const { status, result } = await call(`/comments/${target.id}`, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(result).toEqual({ id: target.id });
    expect(comment(target.id)).toBeUndefined();
    expect(complaintsAbout(target.id)).toBe(0);
    const videoAfter = videoSchema.parse((await call(`/videos/${target.videoId}`)).result);
    expect(videoAfter.commentsCount).toBe(videoBefore.commentsCount - 1);
    const author = (await call<{ complaintsCount: number }>(`/users/${target.authorId}`)).result;
    expect(author.complaintsCount).toBeLessThan(authorComplaints);
    expect((await call(`/comments/${target.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("deleting is the administrators': a moderator gets 409, alone or in bulk, and nothing goes", async () => {
    const [first, second] = withStatus('visible');
    const refused = { status: 409, message: 'Удалять комментарии может только администратор' };
    const one = await call(`/comments/${first!.id}`, { method: 'DELETE', as: MODERATOR_ID });
    expect({ status: one.status, message: one.error.message }).toEqual(refused);
    const bulk = await call('/comments/bulk', {
      method: 'POST',
      body: { ids: [first!.id, second!.id], action: 'delete' },
      as: MODERATOR_ID,
    });
    expect({ status: bulk.status, message: bulk.error.message }).toEqual(refused);
    expect([comment(first!.id)?.status, comment(second!.id)?.status]).toEqual([
      'visible',
      'visible',
    ]);
    const hidden = await call('/comments/bulk', {
      method: 'POST',
      body: { ids: [first!.id], action: 'hide' },
      as: MODERATOR_ID,
    });
    expect(hidden.status).toBe(200);
  });

  it.each([
    ['POST', 'hide'],
    ['POST', 'restore'],
    ['DELETE', ''],
  ])('%s /comments/9999/%s answers 404', async (method, action) => {
    const { status, error } = await call(`/comments/9999${action ? `/${action}` : ''}`, { method });
    expect([status, error.message]).toEqual([404, 'Комментарий не найден']);
  });

  it('bulk hides, restores and deletes', async () => {
    const ids = withStatus('visible')
      .slice(0, 3)
      .map(({ id }) => id);
    const bulk = (action: string) =>
      call<{ updated: number }>('/comments/bulk', { method: 'POST', body: { ids, action } });
    expect((await bulk('hide')).result).toEqual({ updated: 3 });
    expect(ids.map((id) => comment(id)!.status)).toEqual(['hidden', 'hidden', 'hidden']);
    expect((await bulk('restore')).result).toEqual({ updated: 3 });
    expect(ids.map((id) => comment(id)!.status)).toEqual(['visible', 'visible', 'visible']);
    expect((await bulk('delete')).result).toEqual({ updated: 3 });
    expect(ids.map(comment)).toEqual([undefined, undefined, undefined]);
    expect(db.comments).toHaveLength(1997);
  });

  it("hiding keeps the video's commentsCount; deleting in bulk lowers it and the complaints queue", async () => {
    const videoId = db.comments.find((row) => complaintsAbout(row.id) > 0)!.videoId;
    const video = async () => videoSchema.parse((await call(`/videos/${videoId}`)).result);
    const newComplaints = async () =>
      ((await call('/stats/counters')).result as { complaintsNew: number }).complaintsNew;
    const ids = db.comments.filter((row) => row.videoId === videoId).map(({ id }) => id);
    const before = await video();
    const queueBefore = await newComplaints();
    const waitingAbout = db.complaints.filter(
      (c) => c.status === 'new' && c.targetType === 'comment' && ids.includes(c.targetId),
    ).length;
    await call('/comments/bulk', { method: 'POST', body: { ids, action: 'hide' } });
    expect((await video()).commentsCount).toBe(before.commentsCount);
    await call('/comments/bulk', { method: 'POST', body: { ids, action: 'delete' } });
    expect((await video()).commentsCount).toBe(before.commentsCount - ids.length);
    expect(await newComplaints()).toBe(queueBefore - waitingAbout);
  });

  it.each([
    [{ ids: [], action: 'hide' }, { ids: 'Выберите хотя бы один комментарий' }],
    [{ ids: ['a'], action: 'hide' }, { ids: 'Некорректный id комментария' }],
    [{ ids: [1], action: 'publish' }, { action: 'Действие: hide, restore или delete' }],
  ])('bulk answers 422 for %j', async (body, errors) => {
    const { status, error } = await call('/comments/bulk', { method: 'POST', body });
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
  });

  it('bulk answers 404 naming unknown ids and changes nothing', async () => {
    const first = withStatus('visible')[0]!;
    const { status, error } = await call('/comments/bulk', {
      method: 'POST',
      body: { ids: [first.id, 9999], action: 'hide' },
    });
    expect([status, error.message]).toEqual([404, 'Комментарий не найден: 9999']);
    expect(comment(first.id)!.status).toBe('visible');
  });
});
