import {
  CONTRIBUTION_STATUS_LABELS,
  CONTRIBUTION_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  REFUND_ERRORS,
  refundReasonSchema,
} from '@/contract/contributions';
import { audited } from '../audit';
import { csvDocument, csvResponse } from '../csv';
import { commit, db, findById } from '../db';
import { adminOnly, authed, fail, notFound, ok, validationFailed } from '../http';
import { readJson } from '../request-parsing';
import { paginate, readContractQuery, sortRows, type ListParam } from '../list';
import { rowMatcher } from '../list-match';
import type { MockContribution } from '../types';
import { contributionView } from '../views';
import { contributionsListContract } from '@/contract/contributions';

const DAY_MS = 86_400_000;
/** The chart covers at most a year and a day (a leap year and its first day again). */
export const STATS_MAX_DAYS = 367;

export const CONTRIBUTION_ERRORS = {
  required: 'Укажите дату',
  period: `Период не длиннее ${STATS_MAX_DAYS} дней`,
  notFound: 'Платёж не найден',
} as const;

/** The list's query read and its rows filtered (every filter and the search), or the 422. */
function filteredContributions(url: URL, without: readonly ListParam[]) {
  const query = readContractQuery(url, contributionsListContract, without);
  if (query instanceof Response) return query;
  const nicknames = new Map(db.users.map((user) => [user.id, user.nickname]));
  const titles = new Map(db.contests.map((contest) => [contest.id, contest.title]));
  const rows = db.contributions.filter(
    rowMatcher<MockContribution, typeof contributionsListContract.filters>(
      contributionsListContract,
      query,
      {
        search: (row) => [
          nicknames.get(row.userId),
          row.contestId === null ? null : titles.get(row.contestId),
        ],
      },
    ),
  );
  const key =
    query.sort === 'amount'
      ? (row: MockContribution) => row.amount
      : (row: MockContribution) => row.createdAt;
  return { query, rows: sortRows(rows, key, query.order) };
}

const sumOf = (rows: readonly MockContribution[]) => rows.reduce((acc, row) => acc + row.amount, 0);

/** Kopecks as roubles with a decimal comma and no grouping, which Excel in the ru locale reads as a number. */
function csvRoubles(kopecks: number): string {
  return `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;
}

export const CSV_HEADER = [
  'Номер',
  'Дата (UTC)',
  'Пользователь',
  'Конкурс',
  'Тип',
  'Способ оплаты',
  'Статус',
  'Сумма, ₽',
];

/** The export (`csvDocument`): one line per payment, in the list's order. */
export function contributionsCsv(rows: readonly MockContribution[]): string {
  const nicknames = new Map(db.users.map((user) => [user.id, user.nickname]));
  const titles = new Map(db.contests.map((contest) => [contest.id, contest.title]));
  return csvDocument(
    CSV_HEADER,
    rows.map((row) => [
      String(row.id),
      row.createdAt,
      nicknames.get(row.userId) ?? '',
      row.contestId === null ? '' : (titles.get(row.contestId) ?? ''),
      CONTRIBUTION_TYPE_LABELS[row.type],
      PAYMENT_METHOD_LABELS[row.paymentMethod],
      CONTRIBUTION_STATUS_LABELS[row.status],
      csvRoubles(row.amount),
    ]),
  );
}

export const handlers = [
  /** The page and `sum`: the total amount of the whole filtered set, whatever the statuses in it. */
  authed('get', '/finance/contributions', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const found = filteredContributions(url, []);
    if (found instanceof Response) return found;
    const { items, total } = paginate(found.rows, found.query);
    return ok({ items: items.map(contributionView), total, sum: sumOf(found.rows) });
  }),

  /**
   * Per day of [dateFrom, dateTo], days without contributions included: 24-hour days from `dateFrom`,
   * so a browser that sends its local midnight gets its own days. The other filters apply as in the list.
   */
  authed('get', '/finance/contributions/stats', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const missing = Object.fromEntries(
      (['dateFrom', 'dateTo'] as const)
        .filter((name) => !url.searchParams.get(name))
        .map((name) => [name, CONTRIBUTION_ERRORS.required]),
    );
    if (Object.keys(missing).length > 0) return validationFailed(missing);
    const found = filteredContributions(url, ['page', 'limit', 'sort', 'order']);
    if (found instanceof Response) return found;
    const { dateFrom, dateTo } = found.query.filters;
    const start = dateFrom!.start;
    const days = Math.ceil((dateTo!.end + 1 - start) / DAY_MS);
    if (days > STATS_MAX_DAYS) return validationFailed({ dateTo: CONTRIBUTION_ERRORS.period });
    const result = Array.from({ length: days }, (_, index) => ({
      date: new Date(start + index * DAY_MS).toISOString(),
      amount: 0,
      count: 0,
      byType: { entry_fee: 0, donation: 0 },
    }));
    for (const row of found.rows) {
      const day = result[Math.floor((Date.parse(row.createdAt) - start) / DAY_MS)];
      if (!day) continue;
      day.amount += row.amount;
      day.count += 1;
      day.byType[row.type] += row.amount;
    }
    return ok(result);
  }),

  /** The whole filtered set (no paging) as CSV, named by the day it was made. */
  authed('get', '/finance/contributions/export', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const found = filteredContributions(url, ['page', 'limit']);
    if (found instanceof Response) return found;
    return csvResponse('contributions', contributionsCsv(found.rows));
  }),

  /**
   * A refund: only of a succeeded payment. The money goes back to the user's balance on the platform,
   * and the contest's collected sum (its succeeded contributions) loses it.
   */
  authed<{ id: string }>(
    'post',
    '/finance/contributions/:id/refund',
    async ({ request, params, me }) => {
      const denied = adminOnly(me);
      if (denied) return denied;
      const row = findById(db.contributions, params.id);
      if (!row) return notFound(CONTRIBUTION_ERRORS.notFound);
      const body = await readJson(request);
      const reason = refundReasonSchema.safeParse(
        typeof body.reason === 'string' ? body.reason : '',
      );
      if (!reason.success) return validationFailed({ reason: reason.error.issues[0]!.message });
      if (row.status !== 'succeeded') return fail(409, REFUND_ERRORS.notSucceeded);
      audited(
        me,
        { action: 'refund', entityType: 'contribution', reason: reason.data },
        row,
        () => {
          row.status = 'refunded';
          row.refundReason = reason.data;
        },
      );
      const user = findById(db.users, row.userId);
      if (user) {
        const why = `Возврат взноса №${row.id}`;
        audited(me, { action: 'update', entityType: 'user', reason: why }, user, () => {
          user.balance += row.amount;
        });
      }
      commit();
      return ok(contributionView(row));
    },
  ),
];
