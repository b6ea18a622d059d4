import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { notifySuccess } from '../ui/notify';
import type { EntityKeys } from './keys';
import type { Page } from './schemas';

interface Identified {
  id: number;
}

function isPage(data: unknown): data is Page<Identified> {
  return typeof data === 'object' && data !== null && Array.isArray((data as Page<unknown>).items);
}

function isRecord(data: unknown, id: number): data is Identified {
  return typeof data === 'object' && data !== null && (data as Identified).id === id;
}

/** One cached copy of an item that an optimistic change replaced: where, what it was, what it became. */
interface CachedChange {
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

/** Whether a mutation of this kind is already running for the item `id`. */
function runningFor(queryClient: QueryClient, mutationKey: QueryKey, id: number): boolean {
  return (
    queryClient.getMutationCache().findAll({
      mutationKey,
      status: 'pending',
      predicate: (mutation) => (mutation.state.variables as Identified | undefined)?.id === id,
    }).length > 0
  );
}

export interface StatusChangeOptions<T extends Identified, V extends Identified, R> {
  /** The entity whose lists and record show the change at once. */
  keys: EntityKeys;
  /** Names this kind of decision (one key per hook), e.g. `['videos', 'decide']`. */
  mutationKey: QueryKey;
  mutationFn: (variables: V) => Promise<R>;
  /** The item as it will be once the server agrees. */
  optimistic: (item: T, variables: V) => T;
  /** The server's answer as the item, when the answer is one; written into the caches. */
  resultItem?: (result: R, variables: V) => T | undefined;
  successMessage: (result: R, variables: V) => string;
  /** Other data the change affects (the navigation counters, another entity's lists). */
  alsoInvalidate?: QueryKey[];
}

export interface StatusChange<V extends Identified> {
  /**
   * Sends the decision. Resolves true once the server agreed, false when it failed (the failure has
   * been shown and the item put back) or when a decision on this item is already on its way.
   */
  run: (variables: V) => Promise<boolean>;
  /** A decision on this item is on its way: its buttons are disabled. */
  isPending: (id: number) => boolean;
}

/**
 * A status change (approve, reject, hide, block…): optimistic in every list and record, rolled back
 * item by item on failure, one in flight per item (a double click sends one request), a success
 * notification, and one refetch of the entity and of `alsoInvalidate` after the last decision settles.
 */
export function useStatusChange<T extends Identified, V extends Identified, R>(
  options: StatusChangeOptions<T, V, R>,
): StatusChange<V> {
  const queryClient = useQueryClient();
  const { keys, mutationKey } = options;
  const pendingIds = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Identified | undefined)?.id,
  });
  const mutation = useMutation({
    mutationKey,
    mutationFn: options.mutationFn,
    onMutate: async (variables) => {
      // A refetch already on the wire would overwrite the optimistic item with the old one.
      await queryClient.cancelQueries({ queryKey: keys.all });
      const changes = patchCachedItem<T>(queryClient, keys, variables.id, (item) =>
        options.optimistic(item, variables),
      );
      return { changes };
    },
    onError: (_error, _variables, context) => {
      if (context) revertCachedItem(queryClient, context.changes);
    },
    onSuccess: (result, variables) => {
      const item = options.resultItem?.(result, variables);
      if (item) writeCachedItem(queryClient, keys, item);
      notifySuccess(options.successMessage(result, variables));
    },
    onSettled: () => {
      // Refetch once the last decision of this kind has settled (this one still counts as running):
      // an earlier refetch would bring back the old status of rows still on their way.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      return Promise.all(
        [keys.all, ...(options.alsoInvalidate ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const { mutateAsync } = mutation;
  return {
    run: async (variables) => {
      if (runningFor(queryClient, mutationKey, variables.id)) return false;
      try {
        await mutateAsync(variables);
        return true;
      } catch {
        return false;
      }
    },
    isPending: (id) => pendingIds.includes(id),
  };
}

export interface EntityChangeOptions<V, R> {
  keys: EntityKeys;
  mutationFn: (variables: V) => Promise<R>;
  successMessage: (result: R, variables: V) => string;
  /** Other data the change affects (another entity's lists that show this one, the counters). */
  alsoInvalidate?: QueryKey[];
}

function useEntityChange<V, R>(options: EntityChangeOptions<V, R>, written?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => {
      written?.(result);
      notifySuccess(options.successMessage(result, variables));
      return Promise.all(
        [options.keys.all, ...(options.alsoInvalidate ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/**
 * Create or update: a success notification, the record written into the cache, every list and option
 * list of the entity refreshed. A failure changes nothing (the form keeps its input and shows why).
 */
export function useSaveEntity<V, R extends Identified>(options: EntityChangeOptions<V, R>) {
  const queryClient = useQueryClient();
  return useEntityChange(options, (item) => writeCachedItem(queryClient, options.keys, item));
}

/**
 * Delete (after a confirmation the page asks for): nothing disappears until the server agrees; a
 * refusal (409 «in use») shows the server's message and leaves the row where it was.
 */
export function useDeleteEntity<V, R>(options: EntityChangeOptions<V, R>) {
  return useEntityChange(options);
}
