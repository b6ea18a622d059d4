import { describe, expect, it } from 'vitest';
import { db, SEED_NOW } from './db';
import { fetchAll } from './testing';
import { seeded, ids } from './db.test-helpers';

describe('seed', () => {
  it('keeps contributions consistent: entry fees per entrant, nothing kept by a cancelled contest', () => {
    const users = ids(seeded.users);
    const contests = ids(seeded.contests);
    for (const row of seeded.contributions) {
      const user = users.get(row.userId)!;
      expect(user.roleIds).toEqual([3]);
      expect(row.amount).toBeGreaterThan(0);
      expect(row.createdAt >= user.createdAt).toBe(true);
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(SEED_NOW);
      if (row.status === 'pending') {
        expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(SEED_NOW - 2 * 86_400_000);
      }
      if (row.contestId === null) {
        expect(row.type).toBe('donation');
        continue;
      }
      const contest = contests.get(row.contestId)!;
      expect(contest.status).not.toBe('draft');
      expect(row.createdAt >= contest.startsAt).toBe(true);
      if (row.type === 'entry_fee') expect(row.amount).toBe(contest.entryFee);
      if (contest.status === 'cancelled') expect(row.status).not.toBe('succeeded');
    }
    for (const video of seeded.videos) {
      const contest = video.contestId === null ? null : contests.get(video.contestId)!;
      if (!contest || contest.entryFee === 0) continue;
      const paid = seeded.contributions.filter(
        (row) =>
          row.type === 'entry_fee' &&
          row.userId === video.authorId &&
          row.contestId === contest.id &&
          (row.status === 'succeeded' || row.status === 'refunded'),
      );
      expect(paid).toHaveLength(1);
      expect(paid[0]!.createdAt <= video.createdAt).toBe(true);
    }
  });

  it('keeps promotions consistent', () => {
    const contests = ids(seeded.contests);
    for (const stock of seeded.stocks) {
      expect(stock.startsAt < stock.endsAt).toBe(true);
      expect(stock.value).toBeGreaterThan(0);
      if (stock.kind === 'bonus_percent') expect(stock.value).toBeLessThanOrEqual(100);
      if (stock.contestId !== null) expect(contests.has(stock.contestId)).toBe(true);
      if (Date.parse(stock.startsAt) > SEED_NOW) expect(stock.usageCount).toBe(0);
    }
    expect(seeded.stocks.filter((stock) => !stock.isEnabled)).toHaveLength(2);
  });

  it('derives the counts the API shows from the rows', async () => {
    const users = await fetchAll<{ id: number; videosCount: number; complaintsCount: number }>(
      '/users',
    );
    expect(users.total).toBe(300);
    for (const user of users.items) {
      expect(user.videosCount).toBe(db.videos.filter((video) => video.authorId === user.id).length);
      // About the user: their profile, videos and comments.
      expect(user.complaintsCount).toBe(
        db.complaints.filter(
          (c) =>
            (c.targetType === 'user' && c.targetId === user.id) ||
            (c.targetType === 'video' &&
              db.videos.find((video) => video.id === c.targetId)!.authorId === user.id) ||
            (c.targetType === 'comment' &&
              db.comments.find((comment) => comment.id === c.targetId)!.authorId === user.id),
        ).length,
      );
    }
    expect(users.items.reduce((sum, user) => sum + user.videosCount, 0)).toBe(500);
    expect(users.items.reduce((sum, user) => sum + user.complaintsCount, 0)).toBe(300);

    const videos = await fetchAll<{ id: number; commentsCount: number; complaintsCount: number }>(
      '/videos',
    );
    for (const video of videos.items) {
      expect(video.commentsCount).toBe(db.comments.filter((c) => c.videoId === video.id).length);
      expect(video.complaintsCount).toBe(
        db.complaints.filter((c) => c.targetType === 'video' && c.targetId === video.id).length,
      );
    }
    expect(videos.items.reduce((sum, video) => sum + video.commentsCount, 0)).toBe(2000);
    expect(videos.items.reduce((sum, video) => sum + video.complaintsCount, 0)).toBe(
      db.complaints.filter((c) => c.targetType === 'video').length,
    );

    const comments = await fetchAll<{ id: number; complaintsCount: number }>('/comments');
    for (const comment of comments.items) {
      expect(comment.complaintsCount).toBe(
        db.complaints.filter((c) => c.targetType === 'comment' && c.targetId === comment.id).length,
      );
    }
    expect(comments.items.reduce((sum, comment) => sum + comment.complaintsCount, 0)).toBe(
      db.complaints.filter((c) => c.targetType === 'comment').length,
    );

    const reasons = await fetchAll<{ id: number; complaintsCount: number }>('/complaint-reasons');
    expect(reasons.items.reduce((sum, reason) => sum + reason.complaintsCount, 0)).toBe(300);

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
