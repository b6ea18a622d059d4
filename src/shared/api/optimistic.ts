import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Page } from './schemas';

function isPage<T>(data: unknown): data is Page<T> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Page<T>).items);
}

/**
 * Optimistic status change: every cached list page under `queryKey` shows `patch(item)` for the
 * item with `id` at once. Returns the rollback for `onError`.
 */
export async function patchCachedLists<T extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: number,
  patch: (item: T) => T,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey });
  const snapshot = queryClient.getQueriesData<unknown>({ queryKey });
  for (const [key, data] of snapshot) {
    if (isPage<T>(data)) {
      queryClient.setQueryData(key, {
        ...data,
        items: data.items.map((item) => (item.id === id ? patch(item) : item)),
      });
    }
  }
  return () => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
  };
}
