import { db } from '../db';
import { authed, ok } from '../http';
import { matchesSearch, paginate, readListQuery, sortRows } from '../list';
import { categoryView } from '../views';

const SORTABLE = ['sortOrder', 'name'] as const;

/** Categories (PRODUCT §5). Only the list for now: the video pages need it for selects and filters. */
export const categoryHandlers = [
  authed('get', '/categories', ({ url }) => {
    const query = readListQuery(url, SORTABLE, {
      defaultSort: 'sortOrder',
      defaultOrder: 'asc',
      filters: { isActive: 'boolean' },
    });
    if (query instanceof Response) return query;
    const { isActive } = query.filters;
    const rows = db.categories.filter(
      (category) =>
        (isActive === undefined || category.isActive === isActive) &&
        matchesSearch(query.search, category.name, category.slug, category.description),
    );
    const sort = query.sort ?? 'sortOrder';
    const sorted = sortRows(
      rows,
      (category) => (sort === 'name' ? category.name.toLowerCase() : category.sortOrder),
      query.order,
    );
    const { items, total } = paginate(sorted, query);
    return ok({ items: items.map(categoryView), total });
  }),
];
