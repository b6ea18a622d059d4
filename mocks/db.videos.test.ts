import { describe, expect, it } from 'vitest';
import { SEED_NOW } from './db';
import { SAMPLES } from './media/samples';
import { seeded, ids } from './db.test-helpers';

describe('seed', () => {
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
      // The page says as long as the clip it plays.
      const clip = SAMPLES.find((sample) => sample.file === video.mediaFile);
      expect(video.durationSec).toBe(clip?.durationSec);
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
});
