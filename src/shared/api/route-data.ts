import { notFound } from '@tanstack/react-router';
import type { QueryClient, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { isNotFound } from './errors';
import { fetchMarked } from './preload';

/**
 * What a loader knows of why it runs: `preload` when the router only prepares a page the pointer is
 * on (a hovered link), whose failures say nothing (preload.ts).
 */
export interface LoadReason {
  preload: boolean;
}

/** Route ids are positive integers; anything else is an unknown record, not a crash. */
export function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) throw notFound();
  return id;
}

/** Loader helper: a 404 from the API becomes the route's not-found state inside the shell. */
export async function ensureOrNotFound<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  { preload }: LoadReason,
): Promise<T> {
  try {
    return await fetchMarked(queryClient, options, preload, () =>
      queryClient.ensureQueryData(options),
    );
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/**
 * A list's loader: starts its queries and returns at once, so the page draws its heading, filters
 * and the table's skeleton while the request is on its way, and the rows come in a transition when
 * they arrive (DataTable), instead of the page and its rows in one long task after the answer. A
 * failed list shows in its table, so nothing here throws (docs/performance.md).
 */
export function startFetching<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  { preload }: LoadReason,
): void {
  void fetchMarked(queryClient, options, preload, () => queryClient.prefetchQuery(options));
}
