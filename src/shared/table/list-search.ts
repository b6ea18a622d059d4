import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../api/schemas';

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

/**
 * URL state every list shares (PRODUCT §3). Areas add their filters:
 * `z.extend(listSearchSchema(SORTS, 'createdAt'), { status: orDefault(...) })`.
 */
export function listSearchSchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: orDefault(z.int().check(z.minimum(1)), 1),
    limit: orDefault(z.literal(PAGE_SIZES), DEFAULT_PAGE_SIZE),
    sort: orDefault(z.enum(sortable), defaultSort),
    order: orDefault(z.enum(['asc', 'desc']), 'desc'),
    search: orDefault(z.string().check(z.maxLength(200)), ''),
  });
}

export interface ListSearch<Sort extends string = string> {
  page: number;
  limit: (typeof PAGE_SIZES)[number];
  sort: Sort;
  order: 'asc' | 'desc';
  search: string;
}

/** Defaults are left out of the URL so links stay short: `stripSearchParams(listDefaults(...))`. */
export function listDefaults<S extends string>(defaultSort: S) {
  return {
    page: 1,
    limit: DEFAULT_PAGE_SIZE as (typeof PAGE_SIZES)[number],
    order: 'desc' as const,
    search: '',
    sort: defaultSort,
  };
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /**
     * The URL state of the list a detail page was opened from: «decide and next» and the keyboard
     * queue follow that list's filters and order. Absent when the page was opened from a link.
     */
    fromList?: Record<string, unknown>;
  }
}
