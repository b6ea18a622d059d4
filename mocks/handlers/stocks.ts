import { db } from '../db';
import { adminOnly, authed, ok } from '../http';
import { matchesSearch, paginate, readListQuery, sortRows } from '../list';
import type { StockStatus } from '../types';
import { stockStatus, stockView } from '../views';

/** PRODUCT §5, Stocks row (administrators only); the status is derived. */
const STATUSES = [
  'scheduled',
  'active',
  'finished',
  'disabled',
] as const satisfies readonly StockStatus[];
const SORTABLE = ['startsAt'] as const;

/** Promotions. Only the list for now. */
export const stockHandlers = [
  authed('get', '/finance/stocks', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const query = readListQuery(url, SORTABLE, {
      defaultSort: 'startsAt',
      filters: { status: STATUSES },
    });
    if (query instanceof Response) return query;
    const { status } = query.filters;
    const now = Date.now();
    const rows = db.stocks.filter(
      (stock) =>
        (status === undefined || stockStatus(stock, now) === status) &&
        matchesSearch(query.search, stock.title, stock.description),
    );
    const { items, total } = paginate(
      sortRows(rows, (stock) => stock.startsAt, query.order),
      query,
    );
    return ok({ items: items.map(stockView), total });
  }),
];
