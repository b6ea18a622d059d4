import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api, type SearchParams } from './client';
import type { EntityKeys } from './keys';
import { pageOf } from './schemas';

/**
 * The query of one page of a list page: keyed by the whole URL state, the previous page stays on
 * screen while the next loads, and a failure is shown inside the table (the loader has just tried,
 * so no second try on mount). `params` are what the API is sent when they differ from the URL
 * (e.g. `status: 'all'` is no filter).
 */
export function listQueryOptions<S extends z.core.$ZodType>(
  entity: EntityKeys,
  path: string,
  item: S,
  search: object,
  params: SearchParams = search as SearchParams,
) {
  // `path` and `item` are fixed per entity (its key); `params` are derived from `search`.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: entity.list(search),
    queryFn: ({ signal }) => api.get(path, pageOf(item), { searchParams: params, signal }),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}
