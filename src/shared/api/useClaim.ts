import { claimedMessage } from '@/contract/conflicts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSelf } from './self';
import { ApiError } from './errors';
import type { EntityKeys } from './keys';
import { apiOf, useSession, type Session } from './session';
import { anyResult, claimSchema, type Claim } from './schemas';
import { claimOfOther, type ClaimQueue } from './claim-holder';

/** A claim lasts 120 s on the server; renewing at half of that survives one late renewal. */
export const CLAIM_RENEW_MS = 60_000;

/**
 * The claim calls of a queue. A refusal is the page's to show (an alert on the item, a question), not a
 * red notification; `onTake` adds what the page does with the answer.
 */
export function useClaimCalls(
  queue: ClaimQueue,
  onTake?: Pick<UseMutationOptions<Claim, Error, number>, 'onSuccess' | 'onError'>,
) {
  const { mutateAsync: take } = useMutation({
    mutationKey: ['claims', queue, 'take'],
    mutationFn: (itemId: number, { client }) =>
      apiOf(client).post(`${queue}/${itemId}/claim`, claimSchema),
    meta: { errorShownInPlace: true },
    ...onTake,
  });
  const { mutateAsync: release } = useMutation({
    mutationKey: ['claims', queue, 'release'],
    mutationFn: (itemId: number, { client }) =>
      apiOf(client).delete(`${queue}/${itemId}/claim`, anyResult),
    meta: { errorShownInPlace: true },
  });
  return { take, release };
}

/** Lets go of a claim as the tab closes: a keepalive call outlives the page. */
function releaseOnExit(session: Session, queue: ClaimQueue, id: number) {
  session.http.delete(`${queue}/${id}/claim`, { keepalive: true, retry: 0 }).catch(() => undefined);
}

export interface ClaimOptions {
  queue: ClaimQueue;
  id: number;
  /** Only an item still waiting in its queue is claimed. */
  waiting: boolean;
  /** The item's lists and record, refetched when the claim finds it held or decided. */
  keys: EntityKeys;
  /** The claim the page shows now (from the item's record). */
  claim: Claim | undefined;
}

/**
 * Opening a queue item claims it (docs/product.md#several-moderators-at-once): taken at once,
 * renewed every minute while the page is visible (and as soon as it becomes visible again),
 * released when the page leaves the item (once a decision taken on it is settled), also when the
 * tab closes. When another moderator holds it, answers `Сейчас проверяет <nickname>` for the page
 * to show; the page stays usable, and deciding asks first (`useClaimGuard`).
 */
export function useClaim({ queue, id, waiting, keys, claim }: ClaimOptions): {
  heldBy: string | null;
} {
  const self = useSelf();
  const session = useSession();
  const { queryClient, claimHolders: holders, decisions } = session;
  const [refused, setRefused] = useState<{ id: number; heldBy: string | null } | null>(null);
  // The page shows it as it is: a 409 says another moderator holds it or someone decided it.
  const { take, release } = useClaimCalls(queue, {
    onSuccess: (taken, itemId) => {
      setRefused((now) => (now?.id === itemId ? null : now));
      // The record shows the claim in force: ours now, not the colleague's whose claim lapsed. One
      // that named nobody stays as it is: ours reads as nobody's on the page, and a new record would
      // re-render the whole page for nothing.
      queryClient.setQueryData<{ claim: Claim } | undefined>(keys.detail(itemId), (item) =>
        item?.claim && item.claim.by.id !== taken?.by.id ? { ...item, claim: taken } : item,
      );
    },
    onError: (error, itemId) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      setRefused({ id: itemId, heldBy: error.facts.claim?.by.nickname ?? null });
      void queryClient.invalidateQueries({ queryKey: keys.detail(itemId) });
      void queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });

  useEffect(() => {
    if (!waiting) return;
    const key = `${queue}/${id}`;
    holders.set(key, (holders.get(key) ?? 0) + 1);
    let mine = false;
    let latest: Promise<unknown> = Promise.resolve();
    const claimNow = () => {
      latest = take(id).then(
        () => (mine = true),
        () => (mine = false),
      );
    };
    const whenVisible = () => {
      if (document.visibilityState === 'visible') claimNow();
    };
    const onPageHide = () => {
      if (mine) releaseOnExit(session, queue, id);
    };
    claimNow();
    const timer = window.setInterval(whenVisible, CLAIM_RENEW_MS);
    document.addEventListener('visibilitychange', whenVisible);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', whenVisible);
      window.removeEventListener('pagehide', onPageHide);
      holders.set(key, (holders.get(key) ?? 1) - 1);
      // A claim still on its way is released once it lands, unless the item is held here again; and
      // not before a decision taken on it is settled (held for `Отменить`, sent, maybe retried):
      // meanwhile colleagues would see the item free and undecided. The server ends the claim of a
      // decision it takes.
      void latest
        .then(() => decisions.settled(key))
        .then((delivered) => {
          if (mine && !delivered && !holders.get(key)) release(id).catch(() => undefined);
        });
    };
  }, [queue, id, waiting, take, release, session, holders, decisions]);

  const other = waiting ? claimOfOther(claim, self.id) : null;
  const holder =
    other?.by.nickname ?? (refused?.id === id && waiting ? refused.heldBy : null) ?? null;
  const heldBy = holder === null ? null : claimedMessage(holder);
  return { heldBy };
}
