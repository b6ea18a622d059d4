import { describe, expect, it } from 'vitest';
import { videoSchema, type Video } from '@/contract/videos';
import { db } from '../db';
import { call, MODERATOR_ID, copyOf } from '../testing';

describe('GET /videos/:id', () => {
  it('answers one video with expanded references', async () => {
    const row = db.videos.find(
      (video) => video.contestId !== null && video.status !== 'moderation',
    )!;
    const { status, result } = await call<Video>(`/videos/${row.id}`);
    expect(status).toBe(200);
    const video = videoSchema.parse(result);
    expect(video.id).toBe(row.id);
    expect(video.category).toEqual({
      id: row.categoryId,
      name: db.categories.find((c) => c.id === row.categoryId)!.name,
    });
    expect(video.contest).toEqual({
      id: row.contestId,
      title: db.contests.find((c) => c.id === row.contestId)!.title,
    });
    const author = db.users.find((user) => user.id === row.authorId)!;
    expect(video.author).toEqual({
      id: author.id,
      nickname: author.nickname,
      avatarUrl: `/mock-media/avatars/${author.id}.png`,
    });
    expect(video.moderatedBy?.id).toBe(row.moderatedById);
    expect(video.commentsCount).toBe(db.comments.filter((c) => c.videoId === row.id).length);
    expect(video.complaintsCount).toBe(
      db.complaints.filter((c) => c.targetType === 'video' && c.targetId === row.id).length,
    );
  });

  it.each(['9999', 'abc', '0'])('answers 404 for /videos/%s', async (id) => {
    const { status, error } = await call(`/videos/${id}`);
    expect(status).toBe(404);
    expect(error.message).toBe('Видео не найдено');
  });
});

describe('PATCH /videos/:id', () => {
  it('changes title, description, category and contest, and keeps them', async () => {
    const row = db.videos.find((video) => video.contestId === null)!;
    const contest = db.contests.find((c) => c.status === 'active')!;
    const body = {
      title: '  Новое название  ',
      description: 'Новое описание',
      categoryId: contest.categoryId,
      contestId: contest.id,
    };
    const { status, result } = await call<Video>(`/videos/${row.id}`, {
      method: 'PATCH',
      body,
      as: MODERATOR_ID,
    });
    expect(status).toBe(200);
    expect(videoSchema.parse(result)).toMatchObject({
      title: 'Новое название',
      description: 'Новое описание',
      category: { id: contest.categoryId },
      contest: { id: contest.id, title: contest.title },
    });
    expect((await call<Video>(`/videos/${row.id}`)).result.title).toBe('Новое название');

    const cleared = await call<Video>(`/videos/${row.id}`, {
      method: 'PATCH',
      body: { contestId: null },
    });
    expect(cleared.result.contest).toBeNull();
    expect(cleared.result.title).toBe('Новое название');
  });

  it('accepts a title of exactly 150 characters and an empty description', async () => {
    const { status, result } = await call<Video>('/videos/1', {
      method: 'PATCH',
      body: { title: 'а'.repeat(150), description: '' },
    });
    expect(status).toBe(200);
    expect(result.title).toHaveLength(150);
    expect(result.description).toBe('');
  });

  it.each([
    [{ title: '   ' }, 'title', 'Поле не должно быть пустым'],
    [{ title: '' }, 'title', 'Поле не должно быть пустым'],
    [{ title: 'а'.repeat(151) }, 'title', 'Название: не длиннее 150 символов'],
    [{ categoryId: 999 }, 'categoryId', 'Такой категории нет'],
    [{ categoryId: 'музыка' }, 'categoryId', 'Такой категории нет'],
    [{ contestId: 999 }, 'contestId', 'Такого конкурса нет'],
    [{ description: 'б'.repeat(5001) }, 'description', 'Описание: не длиннее 5000 символов'],
  ])('answers 422 for %j', async (body, field, text) => {
    const before = copyOf(db.videos.find((video) => video.id === 1));
    const { status, error } = await call('/videos/1', { method: 'PATCH', body });
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
    expect(db.videos.find((video) => video.id === 1)).toEqual(before);
  });

  it.each(['finished', 'cancelled'] as const)(
    'answers 422 for a %s contest the video is not in, and keeps the one it is in',
    async (status) => {
      const closed = db.contests.find((c) => c.status === status)!;
      const row = db.videos.find((video) => video.contestId !== closed.id)!;
      const refused = await call(`/videos/${row.id}`, {
        method: 'PATCH',
        body: { contestId: closed.id },
      });
      expect(refused.status).toBe(422);
      expect(refused.error.errors).toEqual({
        contestId: 'Конкурс завершён или отменён: видео в него не добавить',
      });
      expect(db.videos.find((video) => video.id === row.id)!.contestId).toBe(row.contestId);

      const member = db.videos.find((video) => video.contestId === closed.id);
      if (member) {
        const kept = await call(`/videos/${member.id}`, {
          method: 'PATCH',
          body: { title: 'Снова', contestId: closed.id },
        });
        expect(kept.status).toBe(200);
      }
    },
  );

  it('reports every bad field at once and changes nothing', async () => {
    const { status, error } = await call('/videos/1', {
      method: 'PATCH',
      body: { categoryId: 999, contestId: 999, description: 'ok' },
    });
    expect(status).toBe(422);
    expect(error.errors).toEqual({
      categoryId: 'Такой категории нет',
      contestId: 'Такого конкурса нет',
    });
    expect(db.videos.find((video) => video.id === 1)!.description).not.toBe('ok');
  });

  it('answers 404 for an unknown video', async () => {
    const { status, error } = await call('/videos/9999', {
      method: 'PATCH',
      body: { title: 'Есть' },
    });
    expect(status).toBe(404);
    expect(error.message).toBe('Видео не найдено');
  });
});
