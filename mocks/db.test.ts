import { describe, expect, it } from 'vitest';
import { createSeededDatabase, db, SEED_NOW } from './db';
import { fetchAll } from './testing';

const seeded = createSeededDatabase();
const ids = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

describe('seed', () => {
  it('is deterministic', () => {
    expect(createSeededDatabase()).toEqual(createSeededDatabase());
    expect(db).toEqual(seeded);
  });

  it('has the sizes of PRODUCT §6', () => {
    expect(seeded.users).toHaveLength(300);
    expect(seeded.categories).toHaveLength(12);
    expect(seeded.contests).toHaveLength(30);
    expect(seeded.videos).toHaveLength(500);
    expect(seeded.nextId).toMatchObject({ categories: 13, contests: 31, videos: 501 });
  });

  it('mixes video statuses about 30 / 55 / 15 %, with ~40% contest entries', () => {
    const count = (status: string) =>
      seeded.videos.filter((video) => video.status === status).length;
    expect(count('moderation')).toBe(155);
    expect(count('published')).toBe(261);
    expect(count('rejected')).toBe(84);
    expect(seeded.videos.filter((video) => video.contestId !== null)).toHaveLength(193);
    const contestStatuses = seeded.contests.reduce<Record<string, number>>((acc, contest) => {
      acc[contest.status] = (acc[contest.status] ?? 0) + 1;
      return acc;
    }, {});
    expect(contestStatuses).toEqual({ finished: 12, active: 11, draft: 5, cancelled: 2 });
  });

  it('names twelve categories in Russian, in display order, two of them switched off', () => {
    expect(seeded.categories.map((category) => category.name)).toEqual([
      'Танцы',
      'Музыка',
      'Юмор',
      'Спорт',
      'Кулинария',
      'Животные',
      'Путешествия',
      'Игры',
      'Рукоделие',
      'Наука',
      'Красота',
      'Дети',
    ]);
    expect(new Set(seeded.categories.map((category) => category.slug)).size).toBe(12);
    expect(
      seeded.categories.filter((category) => !category.isActive).map((category) => category.name),
    ).toEqual(['Рукоделие', 'Наука']);
  });

  it('keeps every video consistent with its author, category, contest and moderator', () => {
    const users = ids(seeded.users);
    const categories = ids(seeded.categories);
    const contests = ids(seeded.contests);
    for (const video of seeded.videos) {
      const author = users.get(video.authorId);
      expect(author?.roleIds).toEqual([3]);
      expect(categories.has(video.categoryId)).toBe(true);
      expect(video.title.length).toBeGreaterThan(0);
      expect(video.title.length).toBeLessThanOrEqual(150);
      expect(video.durationSec).toBeGreaterThanOrEqual(5);
      expect(video.durationSec).toBeLessThanOrEqual(180);
      expect(video.likes).toBeLessThanOrEqual(video.views);
      const created = Date.parse(video.createdAt);
      expect(created).toBeLessThanOrEqual(SEED_NOW);
      expect(created).toBeGreaterThanOrEqual(Date.parse(author!.createdAt) - 1000);
      if (video.contestId !== null) {
        const contest = contests.get(video.contestId)!;
        expect(contest.categoryId).toBe(video.categoryId);
        expect(contest.status).not.toBe('draft');
        expect(created).toBeGreaterThanOrEqual(Date.parse(contest.startsAt) - 1000);
        expect(created).toBeLessThanOrEqual(Date.parse(contest.endsAt));
        if (video.status === 'moderation') expect(contest.status).toBe('active');
      }
      if (video.status === 'moderation') {
        expect([video.moderatedAt, video.moderatedById, video.rejectReason]).toEqual([
          null,
          null,
          null,
        ]);
      } else {
        const moderator = users.get(video.moderatedById!);
        expect(moderator?.roleIds.some((id) => id === 1 || id === 2)).toBe(true);
        expect(Date.parse(video.moderatedAt!)).toBeGreaterThanOrEqual(created);
        expect(Date.parse(video.moderatedAt!)).toBeLessThanOrEqual(SEED_NOW);
        expect(video.rejectReason === null).toBe(video.status === 'published');
      }
      if (video.status !== 'published') expect([video.views, video.likes]).toEqual([0, 0]);
    }
    // Ids follow the upload time.
    expect(
      seeded.videos.every(
        (video, i) => i === 0 || video.createdAt >= seeded.videos[i - 1]!.createdAt,
      ),
    ).toBe(true);
  });

  it('keeps contests consistent: dates in order, one entry per author, a winner for each finished one', () => {
    for (const contest of seeded.contests) {
      const starts = Date.parse(contest.startsAt);
      const ends = Date.parse(contest.endsAt);
      expect(starts).toBeLessThan(ends);
      expect(ends).toBeLessThanOrEqual(Date.parse(contest.votingEndsAt));
      expect(Date.parse(contest.createdAt)).toBeLessThanOrEqual(Math.min(starts, SEED_NOW));
      expect(contest.prizeFund).toBeGreaterThan(0);
      expect(contest.entryFee).toBeGreaterThanOrEqual(0);
      expect(
        seeded.categories.find((category) => category.id === contest.categoryId)?.isActive,
      ).toBe(true);
      const entries = seeded.videos.filter((video) => video.contestId === contest.id);
      const authors = new Set(entries.map((video) => video.authorId));
      expect(authors.size).toBe(entries.length);
      if (contest.maxParticipants !== null)
        expect(authors.size).toBeLessThanOrEqual(contest.maxParticipants);
      if (contest.status === 'draft') {
        expect(starts).toBeGreaterThan(SEED_NOW);
        expect(entries).toHaveLength(0);
      }
      if (contest.status === 'active') expect(starts).toBeLessThan(SEED_NOW);
      if (contest.status === 'finished') {
        expect(Date.parse(contest.votingEndsAt)).toBeLessThan(SEED_NOW);
        const winner = entries.find((video) => video.id === contest.winnerVideoId);
        expect(winner?.status).toBe('published');
        expect(
          Math.max(
            ...entries.filter((video) => video.status === 'published').map((video) => video.likes),
          ),
        ).toBe(winner!.likes);
      } else {
        expect(contest.winnerVideoId).toBeNull();
      }
    }
  });

  it('derives the counts the API shows from the rows', async () => {
    const users = await fetchAll<{ id: number; videosCount: number; complaintsCount: number }>(
      '/users',
    );
    expect(users.total).toBe(300);
    for (const user of users.items) {
      expect(user.videosCount).toBe(db.videos.filter((video) => video.authorId === user.id).length);
      expect(user.complaintsCount).toBe(0);
    }
    expect(users.items.reduce((sum, user) => sum + user.videosCount, 0)).toBe(500);

    const categories = await fetchAll<{ id: number; videosCount: number }>('/categories');
    for (const category of categories.items) {
      expect(category.videosCount).toBe(
        db.videos.filter((video) => video.categoryId === category.id).length,
      );
    }
    expect(categories.items.reduce((sum, category) => sum + category.videosCount, 0)).toBe(500);

    const contests = await fetchAll<{ id: number; videosCount: number; participantsCount: number }>(
      '/contests',
    );
    for (const contest of contests.items) {
      const entries = db.videos.filter((video) => video.contestId === contest.id);
      expect(contest.videosCount).toBe(entries.length);
      expect(contest.participantsCount).toBe(new Set(entries.map((video) => video.authorId)).size);
    }
  });
});
