import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches the panel makes before anybody asked for them (the row under the pointer, the route of a
 * hovered link): while nobody shows their data, their failure is nobody's concern, and no notice
 * says it (docs/product.md#failures-on-screen). A component that shows the data, or a navigation
 * that waits for it, makes the same fetch one that was asked for: said out loud when it fails.
 * Marked by the query (a session's own object), so a mark ends with the query.
 */
const preloading = new WeakSet<object>();

/**
 * Runs `fetch` (a prefetch or `ensureQueryData` of `options`) as a preload or as asked for: a
 * preload marks the fetch it starts; one asked for takes the mark off the fetch it joins.
 */
export function fetchMarked<T, K extends QueryKey, R>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  preload: boolean,
  fetch: () => Promise<R>,
): Promise<R> {
  const query = client.getQueryCache().build(client, options);
  if (!preload) {
    preloading.delete(query);
    return fetch();
  }
  const idle = query.state.fetchStatus === 'idle';
  const result = fetch();
  // The fetch starts synchronously; a query fresh enough, or already fetching, is left as it is.
  if (idle && query.state.fetchStatus !== 'idle') preloading.add(query);
  return result;
}

/** Fetches a query ahead of need (the row under the pointer): its failure says nothing. */
export function preloadQuery<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  return fetchMarked(client, options, true, () => client.prefetchQuery(options));
}

/**
 * Whether a failed query was a preload nobody shows: its failure is not said. A component that only
 * waits to be opened (a filter's disabled query) shows nothing yet.
 */
export function failedUnseen(query: { isActive: () => boolean }): boolean {
  return preloading.has(query) && !query.isActive();
}

/** The query's fetch has ended: the next one is marked afresh. */
export function preloadEnded(query: object): void {
  preloading.delete(query);
}

/**
 * The failures of preloads that were not said, by their error, with how to say them: a navigation
 * that joins a preload still on its way (the router awaits the preload's loader rather than running
 * it again) shows the preload's failure on its page, whose error view says it then, once
 * (`sayIfUnsaid`).
 */
export const unsaidFailures = new WeakMap<object, () => void>();
