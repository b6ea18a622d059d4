import type { StockKind } from '@/contract/stocks';
import type { AreaTable } from '../tables';
import type { MockContest, MockContribution } from '../types';
import { at, DAY } from './time';

/** A promotion; its status is derived from isEnabled and the dates (handlers/stocks.ts). */
export interface MockStock {
  id: number;
  title: string;
  description: string;
  kind: StockKind;
  /** Percent for bonus_percent, kopecks for bonus_fixed. */
  value: number;
  /** Kopecks. */
  minContribution: number | null;
  contestId: number | null;
  startsAt: string;
  endsAt: string;
  isEnabled: boolean;
  usageCount: number;
  createdAt: string;
}

declare module '../tables' {
  interface AreaTables {
    stocks: MockStock[];
  }
}

export const table: AreaTable<'stocks'> = {
  name: 'stocks',
  seed: ({ now, tables }) => seedStocks(now, tables.contests, tables.contributions),
};

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

/** Ten promotions: three running, three over, two ahead, two switched off (status derived in handlers/stocks.ts). */
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
