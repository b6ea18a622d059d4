import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { EntityKeys } from './keys';
import type { Page } from './schemas';

/**
 * An entity's item as the cache holds it, in every list page and its record: patched in place by an
 * optimistic change or a live event, put back exactly when the change fails.
 */
export interface Identified {
  id: number;
}

function isPage(data: unknown): data is Page<Identified> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Page<unknown>).items);
}

function isRecord(data: unknown, id: number): data is Identified {
  return typeof data === 'object' && data !== null && (data as Identified).id === id;
}

/** One cached copy of an item that an optimistic change replaced: where, what it was, what it became. */
export interface CachedChange {
  key: QueryKey;
  before: Identified;
  after: Identified;
}

/**
 * Replaces the item `id` with `patch(item)` in every cached list page and record of the entity.
 * Returns what it changed, so that a failure can put back exactly that item and nothing else.
 */
export function patchCachedItem<T extends Identified>(
  queryClient: QueryClient,
  keys: EntityKeys,
  id: number,
  patch: (item: T) => T,
): CachedChange[] {
  const changes: CachedChange[] = [];
  const replace = (key: QueryKey, before: T, write: (after: T) => unknown) => {
    queryClient.setQueryData(key, write(patch(before)));
    // Read back what the cache keeps (structural sharing copies objects) to recognise it later.
    const stored = queryClient.getQueryData<unknown>(key);
    const after = isPage(stored) ? stored.items.find((item) => item.id === id) : stored;
    if (after) changes.push({ key, before, after: after as Identified });
  };
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: keys.lists() })) {
    if (!isPage(data)) continue;
    const before = data.items.find((item) => item.id === id) as T | undefined;
    if (before) {
      replace(key, before, (after) => ({
        ...data,
        items: data.items.map((item) => (item.id === id ? after : item)),
      }));
    }
  }
  const detailKey = keys.detail(id);
  const detail = queryClient.getQueryData<unknown>(detailKey);
  if (isRecord(detail, id)) replace(detailKey, detail as T, (after) => after);
  return changes;
}

/**
 * Undoes `changes` item by item: a copy that something newer has replaced since (another decision's
 * result, a refetch) stays as it is. Overlapping decisions on different rows never undo each other.
 */
export function revertCachedItem(queryClient: QueryClient, changes: CachedChange[]): void {
  for (const { key, before, after } of changes) {
    const data = queryClient.getQueryData<unknown>(key);
    if (isPage(data)) {
      if (!data.items.includes(after)) continue;
      queryClient.setQueryData(key, {
        ...data,
        items: data.items.map((item) => (item === after ? before : item)),
      });
    } else if (data === after) {
      queryClient.setQueryData(key, before);
    }
  }
}

/** Writes the server's version of an item into every cached list page and record holding it. */
export function writeCachedItem<T extends Identified>(
  queryClient: QueryClient,
  keys: EntityKeys,
  item: T,
): void {
  patchCachedItem<T>(queryClient, keys, item.id, () => item);
}
