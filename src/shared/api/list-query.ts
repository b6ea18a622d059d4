import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { SearchParams } from './client';
import { apiOf } from './session';
import type { EntityKeys } from './keys';
import { pageOf } from './schemas';

type PageSchema<S extends z.core.$ZodType> = ReturnType<typeof pageOf<S>>;

export interface ListQueryExtras<A extends z.core.$ZodType> {
  /** The answer's schema when it carries more than the page (the contributions' `sum`). */
  answer?: A;
}

/**
 * The query of one page of a list page: keyed by the whole URL state, the previous page stays on
 * screen while the next loads, and a failure is shown inside the table (the loader has just tried,
 * so no second try on mount). `params` are what the API is sent when they differ from the URL
 * (e.g. `status: 'all'` is no filter).
 */
export function listQueryOptions<
  S extends z.core.$ZodType,
  A extends z.core.$ZodType = PageSchema<S>,
>(
  entity: EntityKeys,
  path: string,
  item: S,
  search: object,
  params: SearchParams = search as SearchParams,
  { answer }: ListQueryExtras<A> = {},
) {
  const schema = (answer ?? pageOf(item)) as A;
  // `path` and the schemas are fixed per entity (its key); `params` are derived from `search`.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: entity.list(search),
    queryFn: ({ client, signal }) =>
      apiOf(client).get(path, schema, { searchParams: params, signal }),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/**
 * The query of one page of a list inside a page (a user card's tab, a contest's participants):
 * `queryKey` names where it belongs (under its record, so that a change of the record refreshes it),
 * the previous page stays on screen while the next loads, the failure is shown inside the table. No
 * loader fetched it, so an earlier failure is tried again when the table mounts.
 */
export function nestedListQueryOptions<S extends z.core.$ZodType>(
  queryKey: QueryKey,
  path: string,
  item: S,
  params: SearchParams,
) {
  // `path` and `item` are fixed by the key's owner; `params` are in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: ({ client, signal }) =>
      apiOf(client).get(path, pageOf(item), { searchParams: params, signal }),
    placeholderData: keepPreviousData,
  });
}
