import { notFound } from '@tanstack/react-router';
import type { QueryClient, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { isNotFound } from './errors';

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
): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}
