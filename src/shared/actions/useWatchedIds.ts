import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Session } from '../api/session';
import type { Identified } from '../api/cached-items';

/**
 * The items whose pending state a component read while rendering, like TanStack Query's tracked
 * props: the component re-renders when the state of one of those items changes, and never for the
 * others. A row's buttons then follow their own item only, instead of every row re-rendering at
 * every decision of the page.
 */
export function useWatchedIds(session: Session, mutationKey: QueryKey): Set<number> {
  const { queryClient, decisions } = session;
  // A set the component fills while it renders and the store reads after: never replaced.
  const [ids] = useState(() => new Set<number>());
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopMutations = queryClient.getMutationCache().subscribe(listener);
      const stopHeld = decisions.subscribe(listener);
      return () => {
        stopMutations();
        stopHeld();
      };
    },
    [queryClient, decisions],
  );
  useSyncExternalStore(subscribe, () =>
    [...ids].filter((id) => pendingNow(session, mutationKey, id)).join(','),
  );
  return ids;
}

/** The key a decision of this kind on the item is held under in the session's `decisions`. */
export const heldKeyOf = (mutationKey: QueryKey, id: number) =>
  JSON.stringify([...mutationKey, id]);

/** A decision of this kind on the item is held or on its way. */
export function pendingNow(
  { queryClient, decisions }: Session,
  mutationKey: QueryKey,
  id: number,
): boolean {
  return runningFor(queryClient, mutationKey, id) || decisions.isHeld(heldKeyOf(mutationKey, id));
}

/** Whether a mutation of this kind is already running for the item `id`. */
export function runningFor(queryClient: QueryClient, mutationKey: QueryKey, id: number): boolean {
  return (
    queryClient.getMutationCache().findAll({
      mutationKey,
      status: 'pending',
      predicate: (mutation) => (mutation.state.variables as Identified | undefined)?.id === id,
    }).length > 0
  );
}
