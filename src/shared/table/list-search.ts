import { stripSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../api/schemas';
import { isCalendarDay } from '../lib/calendar-day';
import type { ListContract, ListFilterSpec } from '@/contract/list';

/*
 * URL state of list pages (docs/product.md#lists: "all kept in the URL"). Route files import this
 * module: it stays free of components and API code, so the initial bundle carries only schemas.
 */

/**
 * A schema built the first time it is used. Route files hand every list's schema to the router when
 * the route tree is made, before the first paint of any page, and a page reads only its own URL; each
 * list built at once added its zod objects to every page's start-up. The router reads the schema's
 * Standard Schema interface, its types included.
 */
function lazySchema<S extends z.ZodMiniType>(build: () => S) {
  let schema: S | undefined;
  const built = () => (schema ??= build());
  return {
    '~standard': {
      version: 1,
      vendor: 'zod',
      validate: (value: unknown) => built()['~standard'].validate(value),
    } as S['~standard'],
    parse: (value: unknown): z.output<S> => built().parse(value),
    safeParse: (value: unknown): z.core.util.SafeParseResult<z.output<S>> =>
      built().safeParse(value),
  };
}

/** A filter whose schema is built when the list's schema is (see lazySchema). */
function lazyFilter<S extends z.core.$ZodType>(
  build: () => S,
  byDefault: z.output<S>,
): FilterDef<S> {
  let schema: S | undefined;
  return {
    get schema() {
      return (schema ??= build());
    },
    default: byDefault,
  };
}

/** A URL value that falls back to `value` when absent or invalid, instead of breaking the page. */
export function orDefault<S extends z.core.$ZodType>(
  schema: S,
  value: z.core.util.NoUndefined<z.output<S>>,
) {
  return z._default(z.catch(schema, value), value);
}

/** An optional URL filter: anything invalid reads as "no filter". */
export function optionalFilter<S extends z.core.$ZodType>(schema: S) {
  return z.catch(z.optional(schema), undefined);
}

export const positiveId = z.int().check(z.positive());

/** A calendar day in the URL: `2026-11-20`; a day that does not exist (`2026-13-45`) is no filter. */
export const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((day) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return isCalendarDay(year, month, date);
  }),
);

export type Order = 'asc' | 'desc';
export type PageSize = (typeof PAGE_SIZES)[number];

export interface ListSearch<Sort extends string = string> {
  page: number;
  limit: PageSize;
  sort: Sort;
  order: Order;
  search: string;
}

/** URL state every list shares: page, page size, sort, order and the search text. */
export function listSearchSchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
  defaultOrder: Order = 'desc',
) {
  return z.object({
    page: orDefault(z.int().check(z.minimum(1)), 1),
    limit: orDefault(z.literal(PAGE_SIZES), DEFAULT_PAGE_SIZE),
    sort: orDefault(z.enum(sortable), defaultSort),
    order: orDefault(z.enum(['asc', 'desc']), defaultOrder),
    search: orDefault(z.string().check(z.maxLength(200)), ''),
  });
}

/** A list filter: how the URL reads it (invalid values read as the default) and that default. */
export interface FilterDef<S extends z.core.$ZodType = z.core.$ZodType> {
  schema: S;
  default: z.output<S>;
}

/** The filters lists use. No page converts ids or flags by hand: the URL holds the real types. */
export const filter = {
  /** A switch that always has a value, e.g. a queue's status (`moderation` unless asked). */
  choice<const V extends readonly [string, ...string[]]>(values: V, byDefault: V[number]) {
    return lazyFilter(() => orDefault(z.enum(values), byDefault), byDefault);
  },
  /** One of the values, or no filter. */
  oneOf<const V extends readonly [string, ...string[]]>(values: V) {
    return lazyFilter(() => optionalFilter(z.enum(values)), undefined);
  },
  /** A reference by id (category, contest, author…), or no filter. */
  id() {
    return lazyFilter(() => optionalFilter(positiveId), undefined);
  },
  /** true / false, or no filter (`isActive`, `hasComplaints`). */
  flag() {
    return lazyFilter(() => optionalFilter(z.boolean()), undefined);
  },
  /** A calendar day (one end of a date range), or no filter. */
  day() {
    return lazyFilter(() => optionalFilter(isoDay), undefined);
  },
  /** A lower bound of a share, a number 0..1 (`riskMin`), or no filter. */
  shareFrom() {
    return lazyFilter(() => optionalFilter(z.number().check(z.gte(0), z.lte(1))), undefined);
  },
};

type FilterShape<F extends Record<string, FilterDef>> = { [K in keyof F]: F[K]['schema'] };

/**
 * Everything a list's URL needs, in one place: the schema (`validateSearch`), the defaults (left out
 * of the URL by the strip middleware, and what «Сбросить фильтры» goes back to).
 */
export function defineListSearch<
  const Sort extends readonly [string, ...string[]],
  const F extends Record<string, FilterDef>,
>(config: { sorts: Sort; sort: Sort[number]; order?: Order; filters: F }) {
  const order = config.order ?? 'desc';
  const filterEntries = Object.entries(config.filters);
  const buildSchema = () =>
    z.extend(
      listSearchSchema(config.sorts, config.sort, order),
      Object.fromEntries(filterEntries.map(([name, def]) => [name, def.schema])) as FilterShape<F>,
    );
  type Search = z.output<ReturnType<typeof buildSchema>>;
  const filterDefaults = Object.fromEntries(
    filterEntries.map(([name, def]) => [name, def.default]),
  ) as Partial<Search>;
  const defaults = {
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    sort: config.sort,
    order,
    search: '',
    ...filterDefaults,
  } as unknown as Search;
  return {
    /** A route's `validateSearch`. */
    schema: lazySchema(buildSchema),
    defaults,
    /** The filters only (not paging or sorting): what «Сбросить фильтры» restores. */
    filterDefaults,
    /** A route's `search` option: defaults are left out of the URL, so links stay short. */
    search: { middlewares: [stripSearchParams<Search>(defaults as never)] },
    /** A route's `loaderDeps`: the loader runs again for every other view of the list. */
    deps: ({ search }: { search: Search }) => search,
  };
}

/** How the URL reads a contract's filter: the same schema as `filter.*` gives. */
type UrlFilterOf<S extends ListFilterSpec> = S extends {
  kind: 'status';
  values: infer V extends readonly [string, ...string[]];
  all: infer A extends string;
}
  ? ReturnType<typeof filter.choice<readonly [...V, A]>>
  : S extends { kind: 'oneOf'; values: infer V extends readonly [string, ...string[]] }
    ? ReturnType<typeof filter.oneOf<V>>
    : S extends { kind: 'id' }
      ? ReturnType<typeof filter.id>
      : S extends { kind: 'flag' }
        ? ReturnType<typeof filter.flag>
        : S extends { kind: 'shareFrom' }
          ? ReturnType<typeof filter.shareFrom>
          : ReturnType<typeof filter.day>;

function urlFilter(spec: ListFilterSpec): FilterDef {
  switch (spec.kind) {
    case 'status':
      return filter.choice([...spec.values, spec.all], spec.byDefault);
    case 'oneOf':
      return filter.oneOf(spec.values);
    case 'id':
      return filter.id();
    case 'flag':
      return filter.flag();
    case 'day':
      return filter.day();
    case 'shareFrom':
      return filter.shareFrom();
  }
}

/**
 * A list's URL state from its contract (src/contract/list.ts): the same sorts, defaults and filters
 * the server takes; a status switch holds its `all` value too. `filters` and `sorts` keep only those
 * the page offers (the API's others serve other callers, a user card's tab); `extra` adds the page's
 * own URL state (an open side panel). The order is the contract's: a page never differs from the API.
 */
export function listSearchFrom<
  const Sort extends readonly [string, ...string[]],
  const F extends Record<string, ListFilterSpec>,
  const K extends keyof F & string = keyof F & string,
  const E extends Record<string, FilterDef> = Record<never, FilterDef>,
  const S extends readonly [Sort[number], ...Sort[number][]] = Sort,
>(contract: ListContract<Sort, F>, options: { filters?: readonly K[]; sorts?: S; extra?: E } = {}) {
  const names = options.filters ?? (Object.keys(contract.filters) as K[]);
  const filters = {
    ...Object.fromEntries(names.map((name) => [name, urlFilter(contract.filters[name]!)])),
    ...options.extra,
  } as { [N in K]: UrlFilterOf<F[N]> } & E;
  return defineListSearch({
    sorts: (options.sorts ?? contract.sorts) as S,
    sort: contract.sort as S[number],
    order: contract.order,
    filters,
  });
}

export type ListDefinition<Search> = {
  defaults: Search;
  filterDefaults: Partial<Search>;
};

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The URL state of the list a detail page was opened from: «decide and next» and the keyboard
     * queue follow that list's filters and order. Absent when the page was opened from a link.
     */
    fromList?: Record<string, unknown>;
    /**
     * The item was handed out by the server (docs/product.md#queues-at-scale: «Начать», or a list
     * that had no later row): «decide and next» asks the server for the next one again.
     */
    handedOut?: boolean;
  }
}
