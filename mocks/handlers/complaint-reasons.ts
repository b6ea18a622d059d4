import { db } from '../db';
import { authed, ok } from '../http';
import { matchesSearch, paginate, readListQuery, sortRows } from '../list';
import { complaintReasonView } from '../views';

const SORTABLE = ['sortOrder'] as const;

/** Complaint reasons (PRODUCT §5). Only the list for now: complaints filter and show them. */
export const complaintReasonHandlers = [
  authed('get', '/complaint-reasons', ({ url }) => {
    const query = readListQuery(url, SORTABLE, {
      defaultSort: 'sortOrder',
      defaultOrder: 'asc',
      filters: { isActive: 'boolean' },
    });
    if (query instanceof Response) return query;
    const { isActive } = query.filters;
    const rows = db.complaintReasons.filter(
      (reason) =>
        (isActive === undefined || reason.isActive === isActive) &&
        matchesSearch(query.search, reason.title, reason.description),
    );
    const { items, total } = paginate(
      sortRows(rows, (reason) => reason.sortOrder, query.order),
      query,
    );
    return ok({ items: items.map(complaintReasonView), total });
  }),
];
