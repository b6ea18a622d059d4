import type { Random } from '../random';
import type {
  ContributionStatus,
  MockContest,
  MockContribution,
  MockStock,
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

interface StockPlan {
  title: string;
  description: string;
  kind: MockStock['kind'];
  value: number;
  minContribution: number | null;
  /** Runs for a contest of this status, or for everything. */
  contest: MockContest['status'] | null;
  /** Days from now; a contest's promotion takes the contest's dates instead. */
  starts: number;
  ends: number;
  isEnabled: boolean;
  /** A switched-off promotion stopped counting this many days from now. */
  stopped?: number;
}

/** Ten promotions: three running, three over, two ahead, two switched off (status derived in views/finance.ts). */
const STOCKS: readonly StockPlan[] = [
  {
    title: 'Бонус сезона',
    description: 'Весь сезон: +10% к любому взносу от 500 ₽.',
    kind: 'bonus_percent',
    value: 10,
    minContribution: 50_000,
    contest: null,
    starts: -300,
    ends: 400,
    isEnabled: true,
  },
  {
    title: 'Чёрная пятница',
    description: 'Бонус 25% ко всем взносам от 1 000 ₽ в течение недели.',
    kind: 'bonus_percent',
    value: 25,
    minContribution: 100_000,
    contest: null,
    starts: -340,
    ends: -333,
    isEnabled: true,
  },
  {
    title: 'Новогодний марафон',
    description: '500 ₽ на баланс за взнос от 2 000 ₽ в праздничные дни.',
    kind: 'bonus_fixed',
    value: 50_000,
    minContribution: 200_000,
    contest: null,
    starts: 41,
    ends: 55,
    isEnabled: true,
  },
  {
    title: 'Двойной шанс',
    description: 'Бонус 50% к взносам в конкурс, который идёт прямо сейчас.',
    kind: 'bonus_percent',
    value: 50,
    minContribution: null,
    contest: 'active',
    starts: -10,
    ends: 45,
    isEnabled: true,
  },
  {
    title: 'Весенний кешбэк',
    description: '15% от взноса возвращаются на баланс.',
    kind: 'bonus_percent',
    value: 15,
    minContribution: 30_000,
    contest: null,
    starts: -250,
    ends: -220,
    isEnabled: true,
  },
  {
    title: 'Бонус за первый донат',
    description: '100 ₽ на баланс за первое пожертвование. Отключена до проверки антифродом.',
    kind: 'bonus_fixed',
    value: 10_000,
    minContribution: null,
    contest: null,
    starts: -100,
    ends: 100,
    isEnabled: false,
    stopped: -85,
  },
  {
    title: 'Летний конкурсный сезон',
    description: '20% к взносам в летний конкурс.',
    kind: 'bonus_percent',
    value: 20,
    minContribution: null,
    contest: 'finished',
    starts: -200,
    ends: -120,
    isEnabled: true,
  },
  {
    title: 'Кешбэк 5%',
    description: '5% от любого взноса возвращаются на баланс.',
    kind: 'bonus_percent',
    value: 5,
    minContribution: null,
    contest: null,
    starts: -60,
    ends: 120,
    isEnabled: true,
  },
  {
    title: 'День рождения платформы',
    description: '1 000 ₽ на баланс за взнос от 5 000 ₽ в день рождения платформы.',
    kind: 'bonus_fixed',
    value: 100_000,
    minContribution: 500_000,
    contest: null,
    starts: 70,
    ends: 73,
    isEnabled: true,
  },
  {
    title: 'Осенний бонус',
    description: '300 ₽ за взнос от 1 500 ₽. Остановлена досрочно.',
    kind: 'bonus_fixed',
    value: 30_000,
    minContribution: 150_000,
    contest: null,
    starts: -40,
    ends: -5,
    isEnabled: false,
    stopped: -20,
  },
];

/**
 * The promotions; `usageCount` is how many succeeded contributions qualified (in the dates, from the
 * minimum, to the contest when set) up to now, or up to when a switched-off one was stopped.
 */
export function seedStocks(
  now: number,
  contests: readonly MockContest[],
  contributions: readonly MockContribution[],
): MockStock[] {
  return STOCKS.map((plan, index) => {
    // A contest's promotion runs from its start to the end of voting: the latest of its status.
    const contest = plan.contest
      ? contests
          .filter((candidate) => candidate.status === plan.contest)
          .reduce<MockContest | null>(
            (last, candidate) =>
              !last || candidate.votingEndsAt > last.votingEndsAt ? candidate : last,
            null,
          )
      : null;
    const contestId = contest?.id ?? null;
    const startsAt = contest ? contest.startsAt : at(now + plan.starts * DAY);
    const endsAt = contest ? contest.votingEndsAt : at(now + plan.ends * DAY);
    const countedTo = plan.stopped === undefined ? endsAt : at(now + plan.stopped * DAY);
    const usageCount = contributions.filter(
      (row) =>
        row.status === 'succeeded' &&
        row.createdAt >= startsAt &&
        row.createdAt < countedTo &&
        row.amount >= (plan.minContribution ?? 0) &&
        (contestId === null || row.contestId === contestId),
    ).length;
    return {
      id: index + 1,
      title: plan.title,
      description: plan.description,
      kind: plan.kind,
      value: plan.value,
      minContribution: plan.minContribution,
      contestId,
      startsAt,
      endsAt,
      isEnabled: plan.isEnabled,
      usageCount,
      createdAt: at(Math.min(now, Date.parse(startsAt)) - 14 * DAY),
    };
  });
}
