import { db } from '../db';
import { authed, ok } from '../http';
import { matchesSearch, paginate, readListQuery, sortRows } from '../list';
import type { ContestStatus } from '../types';
import { contestView, type ContestView } from '../views';

const STATUSES = [
  'draft',
  'active',
  'finished',
  'cancelled',
] as const satisfies readonly ContestStatus[];
const SORTABLE = ['startsAt', 'endsAt', 'prizeFund', 'participantsCount'] as const;

/** Contests (PRODUCT §5). Only the list for now: the video pages need it for selects and filters. */
export const contestHandlers = [
  authed('get', '/contests', ({ url }) => {
    const query = readListQuery(url, SORTABLE, {
      defaultSort: 'startsAt',
      filters: { status: STATUSES, categoryId: 'int' },
    });
    if (query instanceof Response) return query;
    const { status, categoryId } = query.filters;
    const rows: ContestView[] = db.contests
      .filter(
        (contest) =>
          (status === undefined || contest.status === status) &&
          (categoryId === undefined || contest.categoryId === categoryId) &&
          matchesSearch(query.search, contest.title, contest.description),
      )
      .map(contestView);
    const sort = query.sort ?? 'startsAt';
    const { items, total } = paginate(
      sortRows(rows, (contest) => contest[sort], query.order),
      query,
    );
    return ok({ items, total });
  }),
];
