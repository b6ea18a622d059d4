import { useSyncExternalStore } from 'react';
import { useSession } from './session';
import {
  failedSnapshot,
  itemOfCall,
  sendsCall,
  sessionResending,
  subscribeUnsent,
  type UnsentCall,
} from './unsent-storage';

const EMPTY: UnsentCall[] = [];

/**
 * The decisions of `userId` (and those without an owner) that failed for good, as the bar and the
 * marks on items show them: stored, or being sent again by this session; re-renders when one is
 * added, sent or dropped, in this tab or another. Without the profile (the server fails it), all of
 * them: the bar still says what waits.
 */
export function useFailedDecisions(userId: number | undefined): readonly UnsentCall[] {
  const resending = useSession().own(sessionResending);
  const failed = useSyncExternalStore(
    subscribeUnsent,
    () => failedSnapshot(resending),
    () => EMPTY,
  );
  const own = failed.filter((call) => sendsCall(call, userId));
  return own.length === failed.length ? failed : own;
}

/**
 * The failed decision of `userId` on `item` (`videos/5`), for the mark on its row and its page;
 * re-renders only when that answer changes.
 */
export function useFailedDecisionOn(
  item: string,
  userId: number | undefined,
): UnsentCall | undefined {
  const resending = useSession().own(sessionResending);
  return useSyncExternalStore(
    subscribeUnsent,
    () =>
      failedSnapshot(resending).find(
        (call) => itemOfCall(call) === item && sendsCall(call, userId),
      ),
    () => undefined,
  );
}
