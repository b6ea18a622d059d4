import { db } from '../db';
import { adminOnly, authed, ok, validationFailed } from '../http';
import { inDateRange, matchesSearch, paginate, readListQuery, sortRows } from '../list';
import type { ContributionStatus, ContributionType, MockContribution } from '../types';
import { contributionView } from '../views';

/** PRODUCT §5, Contributions row (administrators only). */
const STATUSES = [
  'succeeded',
  'pending',
  'failed',
  'refunded',
] as const satisfies readonly ContributionStatus[];
const TYPES = ['entry_fee', 'donation'] as const satisfies readonly ContributionType[];
const SORTABLE = ['createdAt', 'amount'] as const;

export const CONTRIBUTION_ERRORS = {
  dateOrder: 'Дата окончания раньше даты начала',
} as const;

export const contributionHandlers = [
  /** The page and `sum`: the total amount of the whole filtered set, whatever the statuses in it. */
  authed('get', '/finance/contributions', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const query = readListQuery(url, SORTABLE, {
      defaultSort: 'createdAt',
      filters: {
        status: STATUSES,
        type: TYPES,
        contestId: 'int',
        userId: 'int',
        dateFrom: 'date',
        dateTo: 'date',
      },
    });
    if (query instanceof Response) return query;
    const { status, type, contestId, userId, dateFrom, dateTo } = query.filters;
    if (dateFrom && dateTo && dateTo.end < dateFrom.start) {
      return validationFailed({ dateTo: CONTRIBUTION_ERRORS.dateOrder });
    }
    const nicknames = new Map(db.users.map((user) => [user.id, user.nickname]));
    const titles = new Map(db.contests.map((contest) => [contest.id, contest.title]));
    const rows = db.contributions.filter(
      (row) =>
        (status === undefined || row.status === status) &&
        (type === undefined || row.type === type) &&
        (contestId === undefined || row.contestId === contestId) &&
        (userId === undefined || row.userId === userId) &&
        inDateRange(row.createdAt, dateFrom, dateTo) &&
        matchesSearch(
          query.search,
          nicknames.get(row.userId),
          row.contestId === null ? null : titles.get(row.contestId),
        ),
    );
    const key =
      query.sort === 'amount'
        ? (row: MockContribution) => row.amount
        : (row: MockContribution) => row.createdAt;
    const { items, total } = paginate(sortRows(rows, key, query.order), query);
    const sum = rows.reduce((acc, row) => acc + row.amount, 0);
    return ok({ items: items.map(contributionView), total, sum });
  }),
];
