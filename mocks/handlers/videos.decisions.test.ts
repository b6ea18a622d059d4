import { describe, expect, it } from 'vitest';
import { videoSchema, type Video } from '@/contract/videos';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';
import { counters, countStatus } from './videos.test-helpers';

const waitingIds = (n: number) =>
  db.videos
    .filter((video) => video.status === 'moderation')
    .slice(0, n)
    .map((video) => video.id);

describe('moderation', () => {
  it('approve publishes the video, records who and when, and the queue shrinks', async () => {
    const before = await counters();
    expect(before).toBe(countStatus('moderation'));
    const [id] = waitingIds(1);
    const started = Date.now();
    const { status, result } = await call<Video>(`/videos/${id}/approve`, {
      method: 'POST',
      as: MODERATOR_ID,
    });
    expect(status).toBe(200);
    const video = videoSchema.parse(result);
    expect(video).toMatchObject({
      status: 'published',
      rejectReason: null,
      moderatedBy: { id: MODERATOR_ID, nickname: 'moderator' },
    });
    expect(Date.parse(video.moderatedAt!)).toBeGreaterThanOrEqual(started - 1000);
    expect(await counters()).toBe(before - 1);
  });

  it('approve clears an earlier reject reason', async () => {
    const rejected = db.videos.find((video) => video.status === 'rejected')!;
    const { result } = await call<Video>(`/videos/${rejected.id}/approve`, {
      method: 'POST',
      body: { expectedStatus: 'rejected' },
    });
    expect(result).toMatchObject({
      status: 'published',
      rejectReason: null,
      moderatedBy: { id: ADMIN_ID },
    });
  });

  it('reject stores the trimmed reason and the queue shrinks', async () => {
    const before = await counters();
    const [id] = waitingIds(1);
    const { status, result } = await call<Video>(`/videos/${id}/reject`, {
      method: 'POST',
      body: { reason: '  Чужая музыка в кадре  ' },
      as: MODERATOR_ID,
    });
    expect(status).toBe(200);
    expect(videoSchema.parse(result)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Чужая музыка в кадре',
      moderatedBy: { id: MODERATOR_ID },
    });
    expect(await counters()).toBe(before - 1);
  });

  it.each([[{}], [{ reason: '  абв  ' }], [{ reason: 'а'.repeat(501) }], [{ reason: 12345 }]])(
    'reject answers 422 for %j',
    async (body) => {
      const [id] = waitingIds(1);
      const { status, error } = await call(`/videos/${id}/reject`, { method: 'POST', body });
      expect(status).toBe(422);
      expect(error.errors).toEqual({ reason: 'Причина: от 5 до 500 символов' });
      expect(db.videos.find((video) => video.id === id)!.status).toBe('moderation');
    },
  );

  it('accepts a reason of exactly 5 and 500 characters', async () => {
    const [a, b] = waitingIds(2);
    expect(
      (await call(`/videos/${a}/reject`, { method: 'POST', body: { reason: 'пятьб' } })).status,
    ).toBe(200);
    expect(
      (await call(`/videos/${b}/reject`, { method: 'POST', body: { reason: 'р'.repeat(500) } }))
        .status,
    ).toBe(200);
  });

  it('approve and reject answer 404 for an unknown video', async () => {
    expect((await call('/videos/9999/approve', { method: 'POST' })).error.message).toBe(
      'Видео не найдено',
    );
    const rejected = await call('/videos/9999/reject', {
      method: 'POST',
      body: { reason: 'Причина есть' },
    });
    expect([rejected.status, rejected.error.message]).toEqual([404, 'Видео не найдено']);
  });
});

describe('POST /videos/bulk', () => {
  it('approves many at once', async () => {
    const before = await counters();
    const ids = waitingIds(3);
    const { status, result } = await call('/videos/bulk', {
      method: 'POST',
      body: { ids: [...ids, ids[0]], action: 'approve' },
      as: MODERATOR_ID,
    });
    expect(status).toBe(200);
    expect(result).toEqual({ updated: 3, skipped: [] });
    for (const id of ids) {
      expect(db.videos.find((video) => video.id === id)).toMatchObject({
        status: 'published',
        rejectReason: null,
        moderatedById: MODERATOR_ID,
      });
    }
    expect(await counters()).toBe(before - 3);
  });

  it('rejects many at once with one reason', async () => {
    const before = await counters();
    const ids = waitingIds(4);
    const { result } = await call('/videos/bulk', {
      method: 'POST',
      body: { ids, action: 'reject', reason: ' Низкое качество ' },
    });
    expect(result).toEqual({ updated: 4, skipped: [] });
    for (const id of ids) {
      expect(db.videos.find((video) => video.id === id)).toMatchObject({
        status: 'rejected',
        rejectReason: 'Низкое качество',
        moderatedById: ADMIN_ID,
      });
    }
    expect(await counters()).toBe(before - 4);
    expect((await fetchAll<Video>('/videos?status=moderation')).total).toBe(before - 4);
  });

  it.each([
    [{ action: 'approve' }, { ids: 'Выберите хотя бы одно видео' }],
    [{ ids: [], action: 'approve' }, { ids: 'Выберите хотя бы одно видео' }],
    [{ ids: [1, 'x'], action: 'approve' }, { ids: 'Некорректный id видео' }],
    [
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'approve' },
      { ids: 'Не больше 100 видео за раз' },
    ],
    [{ ids: [1], action: 'delete' }, { action: 'Действие: approve или reject' }],
    [{ ids: [1] }, { action: 'Действие: approve или reject' }],
    [{ ids: [1], action: 'reject' }, { reason: 'Причина: от 5 до 500 символов' }],
    [{ ids: [1], action: 'reject', reason: 'нет' }, { reason: 'Причина: от 5 до 500 символов' }],
    [
      { ids: [], action: 'reject' },
      { ids: 'Выберите хотя бы одно видео', reason: 'Причина: от 5 до 500 символов' },
    ],
  ])('answers 422 for %j', async (body, errors) => {
    const { status, error } = await call('/videos/bulk', { method: 'POST', body });
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
  });

  it('answers 404 naming unknown ids, and changes nothing', async () => {
    const before = await counters();
    const [id] = waitingIds(1);
    const { status, error } = await call('/videos/bulk', {
      method: 'POST',
      body: { ids: [id, 9999, 10000], action: 'approve' },
    });
    expect(status).toBe(404);
    expect(error.message).toBe('Видео не найдено: 9999, 10000');
    expect(await counters()).toBe(before);
  });
});
