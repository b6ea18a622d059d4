import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { videoSchema, type Video } from '@/contract/videos';
import { db } from '../db';
import { call, fetchAll } from '../testing';
import { list, countStatus } from './videos.test-helpers';
import { isSorted } from '../list-testing';

describe('GET /videos', () => {
  it('answers the first page, oldest first (a queue is first come first served), with the total', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(500);
    expect(result.items).toHaveLength(20);
    const oldest = [...db.videos].sort(
      (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
    )[0]!;
    expect(result.items[0]!.id).toBe(oldest.id);
    expect(
      isSorted(
        result.items.map((video) => Date.parse(video.createdAt)),
        'asc',
      ),
    ).toBe(true);
  });

  it('gives every video in the shape videoSchema reads', async () => {
    const { items, total } = await fetchAll<unknown>('/videos');
    expect(total).toBe(500);
    expect(items).toHaveLength(500);
    for (const item of items) expect(z.strictObject(videoSchema.shape).parse(item)).toEqual(item);
    const first = videoSchema.parse(items[0]);
    expect(first.previewUrl).toBe(`/mock-media/previews/${first.id}.png`);
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
    [
      '?sort=title',
      'sort',
      'Сортировка возможна по: createdAt, views, likes, complaintsCount, risk',
    ],
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
