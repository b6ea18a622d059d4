import {
  PERIOD_ORDER_MESSAGE,
  SHARE_FILTER_MESSAGE,
  type ListContract,
  type ListFilterSpec,
} from '@/contract/list';
import { validationFailed } from './http';
import { unknownParams } from './request-parsing';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/contract/common';
import { NEXT_SKIP_MAX, NEXT_SKIP_MESSAGE } from '@/contract/queue-next';

/**
 * A list filter's type: an integer id, `true`/`false`, a date, a share (a number 0..1), one of the
 * given values, or ids (`ids`: comma-separated, at most NEXT_SKIP_MAX, the `skip` of a queue's next
 * item).
 */
export type FilterKind = 'int' | 'boolean' | 'date' | 'share' | 'ids' | readonly string[];
export type FilterSpec = Record<string, FilterKind>;
/**
 * The moments (ms, both ends included) a date filter covers: `2026-11-20` is that whole UTC day, an ISO
 * date-time (`2026-11-20T21:00:00.000Z`, what a browser sends for a local day) is that instant.
 */
export interface DateSpan {
  start: number;
  end: number;
}
type FilterValue<K> = K extends 'int'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends 'date'
      ? DateSpan
      : K extends 'ids'
        ? number[]
        : K extends 'share'
          ? number
          : K extends readonly (infer V)[]
            ? V
            : never;
/** Each filter's value, undefined when the query leaves it out (absent or empty). */
export type Filters<F extends FilterSpec> = { [N in keyof F]: FilterValue<F[N]> | undefined };

/**
 * The list conventions (docs/product.md#api-conventions): page (1-based), limit 10|20|50|100, sort,
 * order, search, plus the area's filters.
 */
export interface ListQuery<S extends string = string, F extends FilterSpec = FilterSpec> {
  page: number;
  limit: number;
  sort: S | null;
  order: 'asc' | 'desc';
  search: string;
  filters: Filters<F>;
}

export interface ListOptions<S extends string, F extends FilterSpec> {
  filters?: F;
  /** Used when the query has no `sort`. */
  defaultSort?: S;
  /** Used when the query has no `order`; `desc` unless given. */
  defaultOrder?: 'asc' | 'desc';
  /**
   * The list's parameters this call does not take (an export takes no `page`, a chart no `sort`
   * either): sent anyway, each is a 422 `Неизвестный параметр`, as on every other call.
   */
  without?: readonly ListParam[];
}

type FilterKindOf<S extends ListFilterSpec> = S extends {
  values: infer V extends readonly string[];
}
  ? V
  : S extends { kind: 'id' }
    ? 'int'
    : S extends { kind: 'flag' }
      ? 'boolean'
      : S extends { kind: 'shareFrom' }
        ? 'share'
        : 'date';
/** How the mock reads a list contract's filters: the kind of each. */
export type ContractFilters<F extends Record<string, ListFilterSpec>> = {
  [N in keyof F]: FilterKindOf<F[N]>;
};

/** How the mock reads each filter of a list contract (src/contract/list.ts). */
export function filterSpecOf<const F extends Record<string, ListFilterSpec>>(
  filters: F,
): ContractFilters<F> {
  const kinds = { id: 'int', flag: 'boolean', day: 'date', shareFrom: 'share' } as const;
  return Object.fromEntries(
    Object.entries(filters).map(([name, spec]) => [
      name,
      'values' in spec ? spec.values : kinds[spec.kind],
    ]),
  ) as ContractFilters<F>;
}

/** `readListQuery` with a list contract's sorts, defaults and filters. */
export function readContractQuery<
  const Sort extends readonly [string, ...string[]],
  const F extends Record<string, ListFilterSpec>,
>(url: URL, contract: ListContract<Sort, F>, without: readonly ListParam[] = []) {
  const query = readListQuery<Sort[number], ContractFilters<F>>(url, contract.sorts, {
    defaultSort: contract.sort,
    defaultOrder: contract.order,
    filters: filterSpecOf(contract.filters),
    without,
  });
  return query instanceof Response ? query : (periodRefused(contract, query.filters) ?? query);
}

/**
 * The query of a queue's next item (src/contract/queue-next.ts): the list's filters and search, and
 * `skip`; no page, limit, sort or order (the next item is the oldest).
 */
export function readNextQuery<
  const Sort extends readonly [string, ...string[]],
  const F extends Record<string, ListFilterSpec>,
>(url: URL, contract: ListContract<Sort, F>) {
  const query = readListQuery<Sort[number], ContractFilters<F> & { skip: 'ids' }>(
    url,
    contract.sorts,
    {
      filters: { ...filterSpecOf(contract.filters), skip: 'ids' },
      without: ['page', 'limit', 'sort', 'order'],
    },
  );
  return query instanceof Response ? query : (periodRefused(contract, query.filters) ?? query);
}

/** A period of the contract that ends before it starts: the 422 said on its `to` end; else null. */
function periodRefused(contract: ListContract, filters: Record<string, unknown>): Response | null {
  const specs = Object.entries(contract.filters);
  const errors: Record<string, string> = {};
  for (const [toName, to] of specs) {
    if (to.kind !== 'day' || to.end !== 'to') continue;
    const from = specs.find(
      ([, spec]) => spec.kind === 'day' && spec.end === 'from' && spec.field === to.field,
    );
    const start = from && (filters[from[0]] as DateSpan | undefined);
    const end = filters[toName] as DateSpan | undefined;
    if (start && end && end.end < start.start) errors[toName] = PERIOD_ORDER_MESSAGE;
  }
  return Object.keys(errors).length > 0 ? validationFailed(errors) : null;
}

/** Reads the list query; a malformed value of any parameter or filter answers one 422 naming each of them. */
export function readListQuery<
  S extends string,
  const F extends FilterSpec = Record<never, FilterKind>,
>(url: URL, sortable: readonly S[], options: ListOptions<S, F> = {}): ListQuery<S, F> | Response {
  const q = url.searchParams;
  const rawPage = q.get('page') ?? '1';
  const rawLimit = q.get('limit') ?? String(DEFAULT_PAGE_SIZE);
  const page = Number(rawPage);
  const limit = Number(rawLimit);
  const sort = q.get('sort') ?? options.defaultSort ?? null;
  const order = q.get('order') ?? options.defaultOrder ?? 'desc';
  const taken = LIST_PARAMS.filter((name) => !options.without?.includes(name));
  const errors = unknownParams(url, [...taken, ...Object.keys(options.filters ?? {})]);
  // Decimal digits only: `1e1`, `0x2`, `1.0` and ` 2` are not page 10, 2, 1 and 2.
  if (!DIGITS.test(rawPage) || !Number.isSafeInteger(page))
    errors.page = 'Номер страницы должен быть целым числом от 1';
  if (!PAGE_SIZES.map(String).includes(rawLimit))
    errors.limit = `Размер страницы: ${PAGE_SIZES.slice(0, -1).join(', ')} или ${PAGE_SIZES.at(-1)}`;
  if (sort !== null && !(sortable as readonly string[]).includes(sort))
    errors.sort = `Сортировка возможна по: ${sortable.join(', ')}`;
  if (order !== 'asc' && order !== 'desc') errors.order = 'Порядок: asc или desc';
  const filters: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(options.filters ?? {})) {
    const read = readFilter(url, name, kind);
    if ('error' in read) errors[name] = read.error;
    else filters[name] = read.value;
  }
  if (Object.keys(errors).length > 0) return validationFailed(errors);
  return {
    page,
    limit,
    sort: sort as S | null,
    order: order as 'asc' | 'desc',
    search: (q.get('search') ?? '').trim().toLowerCase(),
    filters: filters as Filters<F>,
  };
}

function readFilter(
  url: URL,
  name: string,
  kind: FilterKind,
): { value: unknown } | { error: string } {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return { value: undefined };
  if (kind === 'int') {
    const value = intParam(url, name);
    return value !== undefined && value > 0
      ? { value }
      : { error: 'Ожидается целое положительное число' };
  }
  if (kind === 'boolean') {
    return raw === 'true' || raw === 'false'
      ? { value: raw === 'true' }
      : { error: 'Ожидается true или false' };
  }
  if (kind === 'ids') {
    const ids = raw.split(',').map(Number);
    const digits = raw.split(',').every((id) => DIGITS.test(id));
    return digits && ids.length <= NEXT_SKIP_MAX && ids.every(Number.isSafeInteger)
      ? { value: ids }
      : { error: NEXT_SKIP_MESSAGE };
  }
  if (kind === 'share') {
    // Decimal notation only: `1e-1` and ` .5` are not shares as a person writes them.
    const value = Number(raw);
    return SHARE.test(raw) && value >= 0 && value <= 1
      ? { value }
      : { error: SHARE_FILTER_MESSAGE };
  }
  if (kind === 'date') {
    const span = readDateSpan(raw);
    return span ? { value: span } : { error: 'Ожидается дата ГГГГ-ММ-ДД или дата-время ISO 8601' };
  }
  return kind.includes(raw) ? { value: raw } : { error: `Допустимые значения: ${kind.join(', ')}` };
}

const DAY_MS = 86_400_000;

function readDateSpan(raw: string): DateSpan | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(
    raw,
  );
  const start = Date.parse(day ? `${raw}T00:00:00.000Z` : raw);
  if ((!day && !instant) || Number.isNaN(start)) return null;
  // `2026-02-30` parses as March 2nd: a day must read back as itself.
  if (day && new Date(start).toISOString().slice(0, 10) !== raw) return null;
  return { start, end: day ? start + DAY_MS - 1 : start };
}

export function matchesSearch(
  search: string,
  ...fields: Array<string | null | undefined>
): boolean {
  return !search || fields.some((field) => field?.toLowerCase().includes(search));
}

/** Stable sort by one field; nulls last whatever the order. */
export function sortRows<T>(
  rows: T[],
  key: ((row: T) => string | number | null) | null,
  order: 'asc' | 'desc',
): T[] {
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

export function paginate<T>(
  rows: T[],
  query: Pick<ListQuery, 'page' | 'limit'>,
): { items: T[]; total: number } {
  const start = (query.page - 1) * query.limit;
  return { items: rows.slice(start, start + query.limit), total: rows.length };
}

/** Optional integer filter from the query string, decimal digits only; undefined when absent. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return /^-?\d+$/.test(raw) && Number.isSafeInteger(value) ? value : Number.NaN;
}

const DIGITS = /^[1-9]\d*$/;
const SHARE = /^\d+(\.\d+)?$/;
const LIST_PARAMS = ['page', 'limit', 'sort', 'order', 'search'] as const;
export type ListParam = (typeof LIST_PARAMS)[number];
