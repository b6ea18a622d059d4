import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, fetchAll, MODERATOR_ID } from '../testing';
import { list, counters } from './videos.test-helpers';

describe('DELETE /videos/:id', () => {
  it('is refused to a moderator with 409, and the video stays', async () => {
    const { status, error } = await call('/videos/1', { method: 'DELETE', as: MODERATOR_ID });
    expect(status).toBe(409);
    expect(error.message).toBe('Удалять видео может только администратор');
    expect((await call('/videos/1')).status).toBe(200);
  });

  it('an administrator deletes; lists, counts and the queue follow', async () => {
    const row = db.videos.find(
      (video) => video.status === 'moderation' && video.contestId !== null,
    )!;
    const queue = await counters();
    const author = await call<{ videosCount: number }>(`/users/${row.authorId}`);
    const contest = db.contests.find((c) => c.id === row.contestId)!;
    const videosInContest = db.videos.filter((video) => video.contestId === contest.id).length;

    const { status, result } = await call(`/videos/${row.id}`, { method: 'DELETE' });
    expect(status).toBe(200);
    expect(result).toEqual({ id: row.id });
    expect((await call(`/videos/${row.id}`)).status).toBe(404);
    expect((await list()).result.total).toBe(499);
    expect(await counters()).toBe(queue - 1);
    expect((await call<{ videosCount: number }>(`/users/${row.authorId}`)).result.videosCount).toBe(
      author.result.videosCount - 1,
    );
    const contests = await fetchAll<{ id: number; videosCount: number }>(
      `/contests?categoryId=${contest.categoryId}`,
    );
    expect(contests.items.find((c) => c.id === contest.id)!.videosCount).toBe(videosInContest - 1);
  });

  it('takes its comments along, and the complaints about it and about them', async () => {
    const row = db.videos.find(
      (video) =>
        db.complaints.some((c) => c.targetType === 'video' && c.targetId === video.id) &&
        db.comments.some(
          (comment) =>
            comment.videoId === video.id &&
            db.complaints.some((c) => c.targetType === 'comment' && c.targetId === comment.id),
        ),
    )!;
    const commentIds = new Set(
      db.comments.filter((comment) => comment.videoId === row.id).map(({ id }) => id),
    );
    const gone = db.complaints.filter(
      (c) =>
        (c.targetType === 'video' && c.targetId === row.id) ||
        (c.targetType === 'comment' && commentIds.has(c.targetId)),
    ).length;
    const commentsBefore = db.comments.length;
    const complaintsBefore = db.complaints.length;
    expect((await call(`/videos/${row.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(db.comments).toHaveLength(commentsBefore - commentIds.size);
    expect(db.complaints).toHaveLength(complaintsBefore - gone);
    expect((await call<{ total: number }>(`/comments?videoId=${row.id}`)).result.total).toBe(0);
    expect((await call<{ total: number }>('/complaints')).result.total).toBe(
      complaintsBefore - gone,
    );
  });

  it('answers 404 for an unknown video', async () => {
    const { status, error } = await call('/videos/9999', { method: 'DELETE' });
    expect([status, error.message]).toEqual([404, 'Видео не найдено']);
  });
});
