import { validationFailed } from './http';

/** PRODUCT §3 list conventions: page (1-based), limit 10|20|50|100, sort, order, search. */
export interface ListQuery {
  page: number;
  limit: number;
  sort: string | null;
  order: 'asc' | 'desc';
  search: string;
}

const LIMITS = [10, 20, 50, 100];

export function readListQuery(url: URL, sortable: readonly string[]): ListQuery | Response {
  const q = url.searchParams;
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit') ?? 20);
  const sort = q.get('sort');
  const order = q.get('order') ?? 'desc';
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 1) errors.page = 'Номер страницы должен быть целым числом от 1';
  if (!LIMITS.includes(limit)) errors.limit = 'Размер страницы: 10, 20, 50 или 100';
  if (sort !== null && !sortable.includes(sort)) errors.sort = `Сортировка возможна по: ${sortable.join(', ')}`;
  if (order !== 'asc' && order !== 'desc') errors.order = 'Порядок: asc или desc';
  if (Object.keys(errors).length > 0) return validationFailed(errors);
  return { page, limit, sort, order: order as 'asc' | 'desc', search: (q.get('search') ?? '').trim().toLowerCase() };
}

export function matchesSearch(search: string, ...fields: Array<string | null | undefined>): boolean {
  return !search || fields.some((field) => field?.toLowerCase().includes(search));
}

/** Stable sort by one field; nulls last whatever the order. */
export function sortRows<T>(rows: T[], key: ((row: T) => string | number | null) | null, order: 'asc' | 'desc'): T[] {
  if (!key) return rows;
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * dir;
  });
}

export function paginate<T>(rows: T[], query: ListQuery): { items: T[]; total: number } {
  const start = (query.page - 1) * query.limit;
  return { items: rows.slice(start, start + query.limit), total: rows.length };
}

/** Optional integer filter from the query string; undefined when absent. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) ? value : Number.NaN;
}
