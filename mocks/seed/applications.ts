import type { Random } from '../random';
import type {
  ApplicationStatus,
  ApplicationType,
  MockApplication,
  MockContest,
  MockUser,
} from '../types';
import { ordinaryUsers, staffUsers } from './moderation';
import {
  APPLICATION_REJECT_REASONS,
  CONTEST_APPLICATION_PITCHES,
  PAYOUT_DESTINATIONS,
  PAYOUT_TAILS,
  VERIFICATION_MESSAGES,
} from './texts';
import { at, DAY, HOUR, numberByTime, rubles } from './time';

/** The smallest payout: 100 ₽; payouts are whole hundreds of rubles. */
const PAYOUT_STEP = 10_000;

/**
 * 120 applications of ordinary users: verification, contest entry (an active contest) and payout; 45%
 * pending (the last ten days), the rest reviewed by staff (payouts by administrators). At most one pending
 * application per user and type. A payout never exceeds the balance the user had when applying: a
 * pending or rejected one fits the current balance; an approved one was already deducted from it.
 */
export function seedApplications(
  random: Random,
  now: number,
  users: readonly MockUser[],
  contests: readonly MockContest[],
  count = 120,
): MockApplication[] {
  const ordinary = ordinaryUsers(users);
  const withBalance = ordinary.filter((user) => user.balance >= PAYOUT_STEP);
  const staff = staffUsers(users);
  const admins = staff.filter((user) => user.roleIds.includes(1));
  const active = contests.filter((contest) => contest.status === 'active');
  const pending = new Set<string>();
  const rows: Omit<MockApplication, 'id'>[] = [];

  // Exactly 45% pending, 35% approved, 20% rejected, in random order.
  const pendingCount = Math.round(count * 0.45);
  const approvedCount = Math.round(count * 0.35);
  const statuses = random.shuffle(
    Array.from({ length: count }, (_, n): ApplicationStatus =>
      n < pendingCount ? 'pending' : n < pendingCount + approvedCount ? 'approved' : 'rejected',
    ),
  );
  for (const status of statuses) {
    const typeRoll = random.next();
    const type: ApplicationType =
      typeRoll < 0.35 ? 'verification' : typeRoll < 0.7 ? 'contest' : 'payout';
    const candidates = type === 'payout' && status !== 'approved' ? withBalance : ordinary;
    let user = random.pick(candidates);
    while (status === 'pending' && pending.has(`${user.id}:${type}`))
      user = random.pick(candidates);
    if (status === 'pending') pending.add(`${user.id}:${type}`);
    const contest = type === 'contest' ? random.pick(active) : null;

    const lo = Math.max(
      Date.parse(user.createdAt),
      contest ? Date.parse(contest.createdAt) : 0,
      now - (status === 'pending' ? 10 : 120) * DAY,
    );
    const hi = status === 'pending' ? now : now - 5 * HOUR;
    const created = random.int(Math.min(lo, hi), hi);

    let amount: number | null = null;
    let message: string;
    if (type === 'payout') {
      const cap = status === 'approved' ? 3_000_000 : Math.min(user.balance, 3_000_000);
      amount = random.int(1, Math.floor(cap / PAYOUT_STEP)) * PAYOUT_STEP;
      message =
        `Прошу вывести ${rubles(amount)} на ${random.pick(PAYOUT_DESTINATIONS)}. ${random.pick(PAYOUT_TAILS)}`.trim();
    } else if (contest) {
      message = `Хочу участвовать в конкурсе «${contest.title}». ${random.pick(CONTEST_APPLICATION_PITCHES)}`;
    } else {
      message = random.pick(VERIFICATION_MESSAGES);
    }

    const reviewed = status !== 'pending';
    rows.push({
      userId: user.id,
      type,
      status,
      message,
      contestId: contest?.id ?? null,
      amount,
      reviewedById: reviewed ? random.pick(type === 'payout' ? admins : staff).id : null,
      reviewedAt: reviewed ? at(Math.min(now, created + random.int(HOUR, 3 * DAY))) : null,
      rejectReason: status === 'rejected' ? random.pick(APPLICATION_REJECT_REASONS[type]) : null,
      createdAt: at(created),
    });
  }
  return numberByTime(rows);
}
