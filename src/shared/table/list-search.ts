import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../api/schemas';

/**
 * URL state every list shares (PRODUCT §3): invalid values fall back to defaults instead of
 * breaking the page. Areas extend it with their filters: `listSearchSchema(['createdAt']).extend({...})`.
 */
export function listSearchSchema<const Sort extends readonly [string, ...string[]]>(
  sortable: Sort,
  defaultSort: Sort[number],
) {
  return z.object({
    page: z.number().int().min(1).catch(1).default(1),
    limit: z
      .number()
      .refine((value): value is (typeof PAGE_SIZES)[number] =>
        (PAGE_SIZES as readonly number[]).includes(value),
      )
      .catch(DEFAULT_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).catch(defaultSort).default(defaultSort),
    order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
    search: z.string().max(200).catch('').default(''),
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
