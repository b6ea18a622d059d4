import { ApiError } from '../api/errors';
import type { EntityKeys } from '../api/keys';
import { useSession } from '../api/session';
import type { ClaimQueue } from '../api/claim-holder';
import { useClaimCalls } from '../api/useClaim';
import { confirmDecidingClaimed } from './claims';

/**
 * For queues decided from the row (applications): the item is claimed while its decision dialog is
 * open and released once the decision is settled. When another moderator holds it, asks first
 * (docs/product.md#several-moderators-at-once); when somebody decided it already, says so (the
 * server's `Уже решено: …`), refreshes the list and does nothing.
 */
export function useClaimWhileDeciding(
  queue: ClaimQueue,
  entityKeys: EntityKeys,
): (id: number, decide: () => Promise<unknown>) => Promise<void> {
  const { queryClient, decisions, reportError } = useSession();
  const { take, release } = useClaimCalls(queue);
  return async (id, decide) => {
    let mine = false;
    try {
      await take(id);
      mine = true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: entityKeys.lists() });
        const holder = error.facts.claim?.by.nickname;
        if (!holder) {
          reportError(error);
          return;
        }
        if (!(await confirmDecidingClaimed(holder))) return;
      }
      // Any other failure of the claim does not stand in the way of the decision.
    }
    try {
      await decide();
    } finally {
      // Kept while the decision is held or on its way; the server ends it when it takes the decision.
      if (mine)
        void decisions.settled(`${queue}/${id}`).then((delivered) => {
          if (!delivered) release(id).catch(() => undefined);
        });
    }
  };
}
