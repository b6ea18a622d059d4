import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { videoSchema, type Video } from '@/contract/videos';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';
import type { VideoStatus } from '../types';

type Page = { items: Video[]; total: number };

const list = (query = '') => call<Page>(`/videos${query}`);
const counters = async () =>
  (await call<{ videosModeration: number }>('/stats/counters')).result.videosModeration;
const countStatus = (status: VideoStatus) =>
  db.videos.filter((video) => video.status === status).length;
const waitingIds = (n: number) =>
  db.videos
    .filter((video) => video.status === 'moderation')
    .slice(0, n)
    .map((video) => video.id);

function isSorted(values: number[], order: 'asc' | 'desc'): boolean {
  return values.every(
    (value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
}

describe('GET /videos', () => {
  it('answers the first page, newest first, with the total', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(500);
    expect(result.items).toHaveLength(20);
    const newest = [...db.videos].sort(
      (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
    )[0]!;
    expect(result.items[0]!.id).toBe(newest.id);
    expect(
      isSorted(
        result.items.map((video) => Date.parse(video.createdAt)),
        'desc',
      ),
    ).toBe(true);
  });

  it('gives every video in the shape videoSchema reads', async () => {
    const { items, total } = await fetchAll<unknown>('/videos');
    expect(total).toBe(500);
    expect(items).toHaveLength(500);
    for (const item of items) expect(z.strictObject(videoSchema.shape).parse(item)).toEqual(item);
    const first = videoSchema.parse(items[0]);
    expect(first.previewUrl).toBe(`/mock-media/previews/${first.id}.svg`);
    expect(first.videoUrl).toMatch(/^\/mock-media\/videos\/sample-[123]\.webm$/);
    expect(new Set(items.map((item) => videoSchema.parse(item).id)).size).toBe(500);
  });

  it('pages through the list: totals, sizes, no overlap', async () => {
    const all = (await list('?limit=100&sort=createdAt&order=asc')).result.items.map(
      (video) => video.id,
    );
    const page2 = await list('?limit=50&page=2&sort=createdAt&order=asc');
    expect(page2.result.total).toBe(500);
    expect(page2.result.items.map((video) => video.id)).toEqual(all.slice(50, 100));
    const last = await list('?limit=100&page=5');
    expect(last.result.items).toHaveLength(100);
    const beyond = await list('?limit=100&page=6');
    expect(beyond.result).toEqual({ items: [], total: 500 });
    for (const limit of [10, 20, 50, 100])
      expect((await list(`?limit=${limit}`)).result.items).toHaveLength(limit);
  });

  it.each(['moderation', 'published', 'rejected'] as const)(
    'filters by status %s',
    async (status) => {
      const { items, total } = await fetchAll<Video>(`/videos?status=${status}`);
      expect(total).toBe(countStatus(status));
      expect(total).toBeGreaterThan(0);
      expect(items.every((video) => video.status === status)).toBe(true);
      expect(
        items.every((video) => (video.status === 'rejected') === (video.rejectReason !== null)),
      ).toBe(true);
    },
  );

  it('filters by category, contest and author, also combined', async () => {
    const byCategory = await fetchAll<Video>('/videos?categoryId=3');
    expect(byCategory.total).toBe(db.videos.filter((video) => video.categoryId === 3).length);
    expect(
      byCategory.items.every((video) => video.category.id === 3 && video.category.name === 'Юмор'),
    ).toBe(true);

    const contestId = db.videos.find((video) => video.contestId !== null)!.contestId!;
    const byContest = await fetchAll<Video>(`/videos?contestId=${contestId}`);
    expect(byContest.total).toBe(db.videos.filter((video) => video.contestId === contestId).length);
    expect(byContest.items.every((video) => video.contest?.id === contestId)).toBe(true);

    const authorId = db.videos[0]!.authorId;
    const byAuthor = await fetchAll<Video>(`/videos?authorId=${authorId}`);
    expect(byAuthor.total).toBe(db.videos.filter((video) => video.authorId === authorId).length);
    expect(byAuthor.items.every((video) => video.author.id === authorId)).toBe(true);

    const combined = await fetchAll<Video>('/videos?status=published&categoryId=5');
    expect(combined.total).toBe(
      db.videos.filter((video) => video.status === 'published' && video.categoryId === 5).length,
    );

    expect((await list('?categoryId=999')).result.total).toBe(0);
    expect((await list('?status=&categoryId=')).result.total).toBe(500);
  });

  it('searches title, description and author nickname, case-insensitively', async () => {
    const byTitle = await fetchAll<Video>('/videos?search=БОРЩ');
    expect(byTitle.total).toBe(
      db.videos.filter((video) => video.title.toLowerCase().includes('борщ')).length,
    );
    expect(byTitle.total).toBeGreaterThan(0);

    const phrase = 'ветеринар разрешил';
    const byDescription = await fetchAll<Video>(`/videos?search=${encodeURIComponent(phrase)}`);
    expect(byDescription.total).toBeGreaterThan(0);
    expect(
      byDescription.items.every((video) => video.description.toLowerCase().includes(phrase)),
    ).toBe(true);

    const author = db.users.find((user) => user.id === db.videos[0]!.authorId)!;
    const byNickname = await fetchAll<Video>(
      `/videos?search=${encodeURIComponent(author.nickname)}`,
    );
    const own = db.videos.filter((video) => video.authorId === author.id).map((video) => video.id);
    expect(byNickname.items.map((video) => video.id)).toEqual(expect.arrayContaining(own));
    expect(
      byNickname.items.every(
        (video) =>
          video.author.nickname.includes(author.nickname) || video.title.includes(author.nickname),
      ),
    ).toBe(true);

    expect((await list('?search=%20%20')).result.total).toBe(500);
    expect((await list('?search=zzzzqqq')).result).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['views', 'asc'],
    ['views', 'desc'],
    ['likes', 'asc'],
    ['likes', 'desc'],
    ['complaintsCount', 'asc'],
    ['complaintsCount', 'desc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { items } = await fetchAll<Video>(`/videos?sort=${sort}&order=${order}`);
    expect(items).toHaveLength(500);
    const values = items.map((video) =>
      sort === 'createdAt' ? Date.parse(video.createdAt) : video[sort],
    );
    expect(isSorted(values, order)).toBe(true);
    if (sort !== 'complaintsCount') expect(values[0]).not.toBe(values[values.length - 1]);
  });

  it('keeps filters, sort and pages together', async () => {
    const { result } = await list('?status=published&sort=views&order=desc&limit=10&page=2');
    const expected = db.videos
      .filter((video) => video.status === 'published')
      .sort((a, b) => b.views - a.views)
      .slice(10, 20)
      .map((video) => video.views);
    expect(result.total).toBe(countStatus('published'));
    expect(result.items.map((video) => video.views)).toEqual(expected);
  });

  it.each([
    ['?status=waiting', 'status', 'Допустимые значения: moderation, published, rejected'],
    ['?categoryId=abc', 'categoryId', 'Ожидается целое положительное число'],
    ['?contestId=-1', 'contestId', 'Ожидается целое положительное число'],
    ['?authorId=1.5', 'authorId', 'Ожидается целое положительное число'],
    ['?sort=title', 'sort', 'Сортировка возможна по: createdAt, views, likes, complaintsCount'],
    ['?order=up', 'order', 'Порядок: asc или desc'],
    ['?limit=7', 'limit', 'Размер страницы: 10, 20, 50 или 100'],
    ['?page=0', 'page', 'Номер страницы должен быть целым числом от 1'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.message).toBe('Проверьте правильность заполнения полей');
    expect(error.errors).toEqual({ [field]: text });
  });

  it('names every malformed parameter in one 422', async () => {
    const { status, error } = await list('?status=x&categoryId=y&limit=3');
    expect(status).toBe(422);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['categoryId', 'limit', 'status']);
  });

  it('answers 401 without a token', async () => {
    const { status, error } = await call('/videos', { as: null });
    expect(status).toBe(401);
    expect(error.message).toBe('JWT Token не найден');
  });
});

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
      avatarUrl: `/mock-media/avatars/${author.id}.svg`,
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
    const before = structuredClone(db.videos.find((video) => video.id === 1));
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
      body: { title: '', categoryId: 999, contestId: 999, description: 'ok' },
    });
    expect(status).toBe(422);
    expect(error.errors).toEqual({
      title: 'Поле не должно быть пустым',
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
    const { result } = await call<Video>(`/videos/${rejected.id}/approve`, { method: 'POST' });
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
