/**
 * A list endpoint's contract (docs/product.md#api-conventions): its sorts, the default sort and
 * order, and its filters. One declaration per list, read four ways: the panel's URL state
 * (src/shared/table/list-search.ts, `listSearchFrom`), the mock's query reader (mocks/list.ts,
 * `readContractQuery`), the mock's filtering of the rows (mocks/list-match.ts, `rowMatcher`) and the
 * OpenAPI catalogue's query parameters (mocks/openapi/define.ts, `fromListContract`). Free of React, the router and the UI.
 */
export type Order = 'asc' | 'desc';

/**
 * A status switch: the URL always holds one of `values` or `all`, which is no filter (the API is sent
 * no status). `byDefault` is what the page opens on (a queue opens on its waiting status).
 */
export interface StatusFilterSpec<
  V extends readonly [string, ...string[]] = readonly [string, ...string[]],
  A extends string = string,
> {
  kind: 'status';
  values: V;
  all: A;
  byDefault: V[number] | A;
}
/** One of the values, or no filter. */
export interface OneOfFilterSpec<
  V extends readonly [string, ...string[]] = readonly [string, ...string[]],
> {
  kind: 'oneOf';
  values: V;
}
/** A reference by id (category, contest, author…), or no filter. */
export interface IdFilterSpec {
  kind: 'id';
}
/** true / false, or no filter. */
export interface FlagFilterSpec {
  kind: 'flag';
}
/**
 * One end of a period, a calendar day, or no filter: `from` lets through the items whose date `field`
 * is on that day or later, `to` on that day or earlier.
 */
export interface DayFilterSpec {
  kind: 'day';
  end: 'from' | 'to';
  field: string;
}
/**
 * A lower bound of a share (a number 0..1) the row holds in `field`, or no filter: it lets through the
 * rows whose share is the bound or more; a row without one (null) is left out.
 */
export interface ShareFromFilterSpec {
  kind: 'shareFrom';
  field: string;
}
export type ListFilterSpec =
  | StatusFilterSpec
  | OneOfFilterSpec
  | IdFilterSpec
  | FlagFilterSpec
  | DayFilterSpec
  | ShareFromFilterSpec;

export const listFilter = {
  status<const V extends readonly [string, ...string[]], const A extends string = 'all'>(
    values: V,
    options: { byDefault: NoInfer<V[number] | A>; all?: A },
  ): StatusFilterSpec<V, A> {
    return {
      kind: 'status',
      values,
      all: options.all ?? ('all' as A),
      byDefault: options.byDefault,
    };
  },
  oneOf<const V extends readonly [string, ...string[]]>(values: V): OneOfFilterSpec<V> {
    return { kind: 'oneOf', values };
  },
  id: (): IdFilterSpec => ({ kind: 'id' }),
  flag: (): FlagFilterSpec => ({ kind: 'flag' }),
  day: (end: 'from' | 'to', field: string): DayFilterSpec => ({ kind: 'day', end, field }),
  shareFrom: (field: string): ShareFromFilterSpec => ({ kind: 'shareFrom', field }),
};

/** Said of a share filter's value that is not a number from 0 to 1. */
export const SHARE_FILTER_MESSAGE = 'Ожидается число от 0 до 1';

/** Said of the `to` end of a period that ends before its `from` end starts. */
export const PERIOD_ORDER_MESSAGE = 'Дата окончания раньше даты начала';

export interface ListContract<
  Sort extends readonly [string, ...string[]] = readonly [string, ...string[]],
  F extends Record<string, ListFilterSpec> = Record<string, ListFilterSpec>,
> {
  sorts: Sort;
  /** The sort when the query has none. */
  sort: Sort[number];
  /** The order when the query has none. */
  order: Order;
  filters: F;
}

export function defineListContract<
  const Sort extends readonly [string, ...string[]],
  const F extends Record<string, ListFilterSpec>,
>(contract: { sorts: Sort; sort: Sort[number]; order?: Order; filters: F }): ListContract<Sort, F> {
  return { ...contract, order: contract.order ?? 'desc' };
}

/**
 * What the API is sent for a list's URL state: the same, except that a status switch at its `all`
 * value sends no status (the API's "no filter").
 */
export function listApiParams<S extends Record<string, unknown>>(
  contract: ListContract,
  search: S,
): S {
  const params: Record<string, unknown> = { ...search };
  for (const [name, spec] of Object.entries(contract.filters)) {
    if (spec.kind === 'status' && params[name] === spec.all) params[name] = undefined;
  }
  return params as S;
}
