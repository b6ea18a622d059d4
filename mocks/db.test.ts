import { describe, expect, it } from 'vitest';
import { createSeededDatabase, db, SEED_NOW } from './db';
import { fetchAll } from './testing';
import type { MockComplaint } from './types';

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
    expect(seeded.complaintReasons).toHaveLength(8);
    expect(seeded.comments).toHaveLength(2000);
    expect(seeded.complaints).toHaveLength(300);
    expect(seeded.applications).toHaveLength(120);
    expect(seeded.contributions).toHaveLength(3000);
    expect(seeded.stocks).toHaveLength(10);
    expect(seeded.nextId).toEqual({
      users: 301,
      categories: 13,
      contests: 31,
      videos: 501,
      complaintReasons: 9,
      comments: 2001,
      complaints: 301,
      applications: 121,
      contributions: 3001,
      stocks: 11,
      // The trail of the seeded decisions (seed/audit.ts).
      audit: seeded.audit.length + 1,
    });
    expect(seeded.audit.length).toBeGreaterThan(300);
    // Ids follow time in every seeded table that grows.
    for (const rows of [
      seeded.comments,
      seeded.complaints,
      seeded.applications,
      seeded.contributions,
    ]) {
      expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.every((row, i) => i === 0 || row.createdAt >= rows[i - 1]!.createdAt)).toBe(true);
    }
  });

  it('seeds fast and persists small', () => {
    const started = performance.now();
    createSeededDatabase();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(JSON.stringify(seeded).length).toBeLessThan(3_000_000);
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
