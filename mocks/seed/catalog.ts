import type { Random } from '../random';
import type { ContestStatus, MockCategory, MockContest } from '../types';
import { DAY } from './time';
import { CATEGORY_WORDS, CONTEST_PITCHES, CONTEST_RULES, ENTRY_FEE_RULE } from './words';

/** The 12 categories of docs/product.md#mock-backend, in display order; two are switched off. */
export function seedCategories(now: number): MockCategory[] {
  return CATEGORY_WORDS.map((words, index) => ({
    id: index + 1,
    name: words.name,
    slug: words.slug,
    description: words.description,
    sortOrder: (index + 1) * 10,
    isActive: words.isActive,
    createdAt: new Date(now - (800 - index * 5) * DAY).toISOString(),
  }));
}

/** Third contest of each category, so every status appears across the catalogue. */
const THIRD_SLOT: readonly ContestStatus[] = [
  'draft',
  'cancelled',
  'draft',
  'finished',
  'draft',
  'active',
  'cancelled',
  'draft',
  'finished',
  'draft',
];

/** Dates in whole days from `now`: startsAt < endsAt ≤ votingEndsAt, placed according to the status. */
function contestDates(random: Random, now: number, status: ContestStatus) {
  let startsAt: number;
  let endsAt: number;
  let votingEndsAt: number;
  if (status === 'draft') {
    startsAt = now + random.int(7, 60) * DAY;
    endsAt = startsAt + random.int(14, 45) * DAY;
    votingEndsAt = endsAt + random.int(3, 10) * DAY;
  } else if (status === 'active' && random.chance(0.25)) {
    // Entries closed, voting still open.
    endsAt = now - random.int(1, 5) * DAY;
    startsAt = endsAt - random.int(14, 40) * DAY;
    votingEndsAt = now + random.int(2, 10) * DAY;
  } else if (status === 'active') {
    startsAt = now - random.int(5, 40) * DAY;
    endsAt = now + random.int(3, 40) * DAY;
    votingEndsAt = endsAt + random.int(0, 10) * DAY;
  } else {
    // finished: voting is over; cancelled: stopped somewhere in the past months.
    startsAt = now - random.int(status === 'finished' ? 90 : 20, 300) * DAY;
    endsAt = startsAt + random.int(14, 45) * DAY;
    votingEndsAt = endsAt + random.int(3, 10) * DAY;
  }
  const createdAt = Math.min(now - DAY, startsAt - random.int(7, 30) * DAY);
  const iso = (ms: number) => new Date(ms).toISOString();
  // Finished when voting ended; cancelled halfway through its entries (no draw: the sequence stays).
  const closedAt =
    status === 'finished'
      ? votingEndsAt
      : status === 'cancelled'
        ? Math.min(now - DAY, startsAt + Math.round((endsAt - startsAt) / 2 / DAY) * DAY)
        : null;
  return {
    startsAt: iso(startsAt),
    endsAt: iso(endsAt),
    votingEndsAt: iso(votingEndsAt),
    createdAt: iso(createdAt),
    closedAt: closedAt === null ? null : iso(closedAt),
  };
}

/** 30 contests: three for each active category. Winners are chosen once the videos exist (seed/videos.ts). */
export function seedContests(
  random: Random,
  now: number,
  categories: readonly MockCategory[],
): MockContest[] {
  const contests: MockContest[] = [];
  let slot = 0;
  for (const category of categories) {
    const words = CATEGORY_WORDS[category.id - 1];
    if (!words || words.contests.length === 0) continue;
    const statuses: ContestStatus[] = [
      'finished',
      'active',
      THIRD_SLOT[slot % THIRD_SLOT.length] ?? 'draft',
    ];
    slot += 1;
    words.contests.forEach((title, index) => {
      const status = statuses[index] ?? 'draft';
      const entryFee = random.chance(0.35) ? 0 : random.int(1, 20) * 5_000;
      contests.push({
        id: contests.length + 1,
        title,
        description: `Конкурс категории «${category.name}». ${random.pick(CONTEST_PITCHES)} Победителя определят зрители голосованием.`,
        rules: [...CONTEST_RULES, ...(entryFee > 0 ? [ENTRY_FEE_RULE] : [])].join('\n'),
        status,
        categoryId: category.id,
        ...contestDates(random, now, status),
        prizeFund: random.int(5, 100) * 1_000_000,
        entryFee,
        maxParticipants: random.pick([null, null, 20, 50, 100]),
        winnerVideoId: null,
      });
    });
  }
  return contests;
}
