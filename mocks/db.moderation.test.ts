import { describe, expect, it } from 'vitest';
import { SEED_NOW, seedMoment } from './db';
import type { MockComplaint } from './types';
import { seeded, ids } from './db.test-helpers';

describe('seed', () => {
  it('mixes moderation and finance rows as designed', () => {
    const tally = <T>(rows: readonly T[], key: (row: T) => string) =>
      rows.reduce<Record<string, number>>((acc, row) => {
        acc[key(row)] = (acc[key(row)] ?? 0) + 1;
        return acc;
      }, {});
    expect(tally(seeded.comments, (c) => c.status)).toEqual({ visible: 1850, hidden: 150 });
    expect(tally(seeded.complaints, (c) => c.status)).toEqual({
      new: 117,
      resolved: 104,
      rejected: 79,
    });
    expect(tally(seeded.complaints, (c) => c.targetType)).toEqual({
      video: 132,
      comment: 113,
      user: 55,
    });
    expect(tally(seeded.complaints, (c) => c.resolution?.action ?? 'open')).toEqual({
      open: 117,
      none: 140,
      hide_content: 25,
      block_user: 18,
    });
    expect(seeded.complaints.filter((c) => c.text === '')).toHaveLength(80);
    expect(tally(seeded.applications, (a) => a.status)).toEqual({
      pending: 54,
      approved: 42,
      rejected: 24,
    });
    expect(tally(seeded.applications, (a) => a.type)).toEqual({
      verification: 43,
      contest: 42,
      payout: 35,
    });
    expect(tally(seeded.contributions, (c) => c.type)).toEqual({ entry_fee: 152, donation: 2848 });
    expect(tally(seeded.contributions, (c) => c.status)).toEqual({
      succeeded: 2478,
      pending: 76,
      failed: 225,
      refunded: 221,
    });
    expect(tally(seeded.contributions, (c) => c.paymentMethod)).toEqual({
      card: 1636,
      sbp: 878,
      wallet: 486,
    });
    expect(
      seeded.complaintReasons.filter((reason) => !reason.isActive).map((r) => r.title),
    ).toEqual(['Накрутка голосов']);
  });

  it('keeps comments consistent with their authors and videos', () => {
    const users = ids(seeded.users);
    const videos = ids(seeded.videos);
    for (const comment of seeded.comments) {
      const author = users.get(comment.authorId)!;
      const video = videos.get(comment.videoId)!;
      expect(author.roleIds).toEqual([3]);
      expect(video.status).toBe('published');
      expect(comment.text.length).toBeGreaterThan(0);
      expect(comment.createdAt >= video.moderatedAt!).toBe(true);
      expect(comment.createdAt >= author.createdAt).toBe(true);
      expect(Date.parse(comment.createdAt)).toBeLessThanOrEqual(SEED_NOW);
    }
  });

  it('keeps complaints consistent with targets, reporters, reasons and resolutions', () => {
    const users = ids(seeded.users);
    const videos = ids(seeded.videos);
    const comments = ids(seeded.comments);
    const reasons = ids(seeded.complaintReasons);
    const owner = (c: MockComplaint) =>
      c.targetType === 'user'
        ? users.get(c.targetId)!.id
        : c.targetType === 'video'
          ? videos.get(c.targetId)!.authorId
          : comments.get(c.targetId)!.authorId;
    const since = (c: MockComplaint) =>
      c.targetType === 'user'
        ? users.get(c.targetId)!.createdAt
        : c.targetType === 'video'
          ? videos.get(c.targetId)!.moderatedAt!
          : comments.get(c.targetId)!.createdAt;
    for (const complaint of seeded.complaints) {
      const reporter = users.get(complaint.reporterId)!;
      const reason = reasons.get(complaint.reasonId)!;
      expect(complaint.targetUserId).toBe(owner(complaint));
      expect(users.get(complaint.targetUserId)!.roleIds).toEqual([3]);
      if (complaint.targetType === 'video')
        expect(videos.get(complaint.targetId)!.status).toBe('published');
      expect(reporter.roleIds).toEqual([3]);
      expect(reporter.id).not.toBe(complaint.targetUserId);
      expect(complaint.createdAt >= since(complaint)).toBe(true);
      expect(complaint.createdAt >= reporter.createdAt).toBe(true);
      expect(Date.parse(complaint.createdAt)).toBeLessThanOrEqual(SEED_NOW);
      const { resolution } = complaint;
      if (complaint.status === 'new') {
        expect(resolution).toBeNull();
        expect(reason.isActive).toBe(true);
        expect(Date.parse(complaint.createdAt)).toBeGreaterThan(SEED_NOW - 15 * 86_400_000);
        if (complaint.targetType === 'comment') {
          expect(comments.get(complaint.targetId)!.status).toBe('visible');
        }
        continue;
      }
      expect(users.get(resolution!.resolvedById)!.roleIds.some((id) => id === 1 || id === 2)).toBe(
        true,
      );
      expect(resolution!.resolvedAt >= complaint.createdAt).toBe(true);
      expect(Date.parse(resolution!.resolvedAt)).toBeLessThanOrEqual(SEED_NOW);
      if (complaint.status === 'rejected') expect(resolution!.action).toBe('none');
      if (resolution!.action === 'hide_content') {
        expect(complaint.targetType).toBe('comment');
        expect(comments.get(complaint.targetId)!.status).toBe('hidden');
      }
      if (resolution!.action === 'block_user') {
        expect(users.get(complaint.targetUserId)!.status).toBe('blocked');
      }
    }
  });

  it('keeps applications consistent with users, contests and balances', () => {
    const users = ids(seeded.users);
    const contests = ids(seeded.contests);
    const pending = new Set<string>();
    for (const application of seeded.applications) {
      const user = users.get(application.userId)!;
      expect(user.roleIds).toEqual([3]);
      expect(application.createdAt >= user.createdAt).toBe(true);
      expect(Date.parse(application.createdAt)).toBeLessThanOrEqual(SEED_NOW);
      expect(application.message.length).toBeGreaterThan(20);
      if (application.type === 'contest') {
        const contest = contests.get(application.contestId!)!;
        expect(contest.status).toBe('active');
        expect(application.createdAt >= contest.createdAt).toBe(true);
        expect(application.message).toContain(`«${contest.title}»`);
      } else {
        expect(application.contestId).toBeNull();
      }
      if (application.type === 'payout') {
        expect(application.amount! % 10_000).toBe(0);
        expect(application.amount).toBeGreaterThan(0);
        // Not yet deducted: it fits the balance; an approved one was deducted already.
        if (application.status !== 'approved') {
          expect(application.amount).toBeLessThanOrEqual(user.balance);
        }
      } else {
        expect(application.amount).toBeNull();
      }
      if (application.status === 'pending') {
        expect([
          application.reviewedById,
          application.reviewedAt,
          application.rejectReason,
        ]).toEqual([null, null, null]);
        const key = `${application.userId}:${application.type}`;
        expect(pending.has(key)).toBe(false);
        pending.add(key);
      } else {
        const reviewer = users.get(application.reviewedById!)!;
        expect(reviewer.roleIds.some((id) => id === 1 || id === 2)).toBe(true);
        if (application.type === 'payout') expect(reviewer.roleIds).toContain(1);
        expect(application.reviewedAt! >= application.createdAt).toBe(true);
        expect(application.rejectReason !== null).toBe(application.status === 'rejected');
      }
    }
  });
});

describe('the moment seeded dates count from', () => {
  const base = Date.parse('2026-11-20T09:00:00.000Z');
  const day = 86_400_000;

  it('is a Friday 09:00 UTC one to two weeks back: the data keeps its age, whatever the day', () => {
    expect(seedMoment(base + 7 * day)).toBe(base);
    expect(seedMoment(base + 14 * day - 1)).toBe(base);
    expect(seedMoment(Date.parse('2026-12-05T08:30:00.000Z'))).toBe(
      Date.parse('2026-11-27T09:00:00.000Z'),
    );
    expect(seedMoment(base + 14 * day)).toBe(base + 7 * day);
    const later = base + 400 * day + 5;
    expect(later - seedMoment(later)).toBeGreaterThanOrEqual(7 * day);
    expect(later - seedMoment(later)).toBeLessThan(14 * day);
  });

  it('is one to two weeks before the time the tests run', () => {
    const age = Date.now() - SEED_NOW;
    expect(age).toBeGreaterThanOrEqual(7 * day);
    expect(age).toBeLessThan(14 * day);
  });
});
