import type { Random } from '../random';
import type {
  ContributionStatus,
  MockContest,
  MockContribution,
  MockUser,
  MockVideo,
  PaymentMethod,
} from '../types';
import { ordinaryUsers } from './moderation';
import { at, DAY, HOUR, MINUTE, numberByTime } from './time';

type Row = Omit<MockContribution, 'id'>;

const DONATIONS = [
  10_000, 10_000, 20_000, 30_000, 50_000, 50_000, 50_000, 100_000, 100_000, 150_000, 200_000,
  300_000, 500_000, 1_000_000,
];

function paymentMethod(random: Random): PaymentMethod {
  const roll = random.next();
  return roll < 0.55 ? 'card' : roll < 0.85 ? 'sbp' : 'wallet';
}

/** Money paid towards a cancelled contest went back. */
const settle = (status: ContributionStatus, contest: MockContest | null): ContributionStatus =>
  status === 'succeeded' && contest?.status === 'cancelled' ? 'refunded' : status;

/**
 * About 3 000 payments of ordinary users over the last year (ids follow time):
 * - entry fees: each entrant of a paid contest (an author of one of its videos) paid the contest's
 *   `entryFee` just before uploading, sometimes after a failed attempt; a few recent ones to running
 *   contests are still pending;
 * - donations fill the rest: to a contest that had started (60%) or to the platform, from 100 ₽;
 *   ~86% succeeded, 8% failed, 3% refunded, 3% pending (only the last two days).
 * Whatever was paid to a cancelled contest is refunded.
 */
export function seedContributions(
  random: Random,
  now: number,
  users: readonly MockUser[],
  contests: readonly MockContest[],
  videos: readonly MockVideo[],
  count = 3000,
): MockContribution[] {
  const ordinary = ordinaryUsers(users);
  const byId = new Map(users.map((user) => [user.id, user]));
  const contestById = new Map(contests.map((contest) => [contest.id, contest]));
  const rows: Row[] = [];

  for (const video of videos) {
    const contest = video.contestId === null ? null : contestById.get(video.contestId)!;
    if (!contest || contest.entryFee === 0) continue;
    const author = byId.get(video.authorId)!;
    const floor = Math.max(Date.parse(contest.startsAt), Date.parse(author.createdAt));
    const paid = Math.max(floor, Date.parse(video.createdAt) - random.int(5 * MINUTE, 2 * HOUR));
    const fee = {
      userId: author.id,
      contestId: contest.id,
      amount: contest.entryFee,
      type: 'entry_fee',
    } as const;
    if (random.chance(0.12)) {
      rows.push({
        ...fee,
        status: 'failed',
        paymentMethod: paymentMethod(random),
        createdAt: at(Math.max(floor, paid - random.int(MINUTE, 30 * MINUTE))),
      });
    }
    rows.push({
      ...fee,
      status: settle('succeeded', contest),
      paymentMethod: paymentMethod(random),
      createdAt: at(paid),
    });
  }

  const open = contests.filter(
    (contest) =>
      contest.status === 'active' && contest.entryFee > 0 && Date.parse(contest.endsAt) > now,
  );
  for (let n = 0; n < 12 && open.length > 0; n += 1) {
    const contest = random.pick(open);
    rows.push({
      userId: random.pick(ordinary).id,
      contestId: contest.id,
      amount: contest.entryFee,
      type: 'entry_fee',
      status: 'pending',
      paymentMethod: paymentMethod(random),
      createdAt: at(now - random.int(MINUTE, 2 * DAY)),
    });
  }

  const started = contests.filter(
    (contest) => contest.status !== 'draft' && Date.parse(contest.startsAt) < now,
  );
  while (rows.length < count) {
    const user = random.pick(ordinary);
    const contest = random.chance(0.6) ? random.pick(started) : null;
    const roll = random.next();
    const status: ContributionStatus =
      roll < 0.86 ? 'succeeded' : roll < 0.94 ? 'failed' : roll < 0.97 ? 'refunded' : 'pending';
    const lo = Math.max(
      Date.parse(user.createdAt),
      contest ? Date.parse(contest.startsAt) : 0,
      now - (status === 'pending' ? 2 : 365) * DAY,
    );
    const hi = contest ? Math.min(now, Date.parse(contest.votingEndsAt)) : now;
    if (lo >= hi) continue;
    rows.push({
      userId: user.id,
      contestId: contest?.id ?? null,
      amount: random.chance(0.85) ? random.pick(DONATIONS) : random.int(100, 5_000) * 100,
      type: 'donation',
      status: settle(status, contest),
      paymentMethod: paymentMethod(random),
      createdAt: at(random.int(lo, hi)),
    });
  }
  return numberByTime(rows);
}
