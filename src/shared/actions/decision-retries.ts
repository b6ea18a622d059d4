/*
 * Step 4 of a decision (useStatusChange.ts): a held decision that fails without an answer or with a
 * 5xx is sent again, its row saying so.
 */
import type { MutationObserver } from '@tanstack/react-query';
import type { PageLifecycle } from '../lifecycle/page-lifecycle';
import type { HeldDecisions } from '../api/held-decisions';
import { isTransient } from '../api/errors';

/**
 * A held decision that fails without an answer or with a 5xx is sent again after each of these waits
 * (about half a minute in all) before it is reported and listed as unsent. Sending it again is safe:
 * the decision carries the status it was taken on, so a repeat of one that did arrive changes nothing.
 */
export const DECISION_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

/** How many times a held decision is sent at most: once, then once after each wait. */
const DECISION_ATTEMPTS = DECISION_RETRY_DELAYS_MS.length + 1;

/**
 * Whether a failed send is tried again (TanStack Query's `retry`): not after a refusal (4xx), not
 * once the tries are spent, and not while the page goes away or logs out (what is unsent is then
 * written down for the next start instead).
 */
export function retriesDecision(
  lifecycle: Pick<PageLifecycle, 'hiding' | 'signingOut'>,
): (failureCount: number, error: unknown) => boolean {
  return (failureCount, error) =>
    isTransient(error) &&
    failureCount < DECISION_RETRY_DELAYS_MS.length &&
    !lifecycle.hiding &&
    !lifecycle.signingOut;
}

/** The wait before the next try of a held decision (TanStack Query's `retryDelay`). */
export function decisionRetryDelay(failureCount: number): number {
  return DECISION_RETRY_DELAYS_MS[Math.min(failureCount, DECISION_RETRY_DELAYS_MS.length - 1)]!;
}

/**
 * While a held decision is sent again, its item's row says so, with the attempt. Returns what ends
 * that once the decision has settled: the row then no longer says it is being sent.
 */
export function noteRetries<R, V, C>(
  decisions: HeldDecisions,
  item: string,
  delivery: MutationObserver<R, Error, V, C>,
): () => void {
  const stopRetries = delivery.subscribe(({ isPending, failureCount }) => {
    if (isPending && failureCount > 0)
      decisions.note(item, {
        kind: 'retrying',
        attempt: Math.min(failureCount + 1, DECISION_ATTEMPTS),
        of: DECISION_ATTEMPTS,
      });
  });
  return () => {
    stopRetries();
    if (decisions.noteOn(item)?.kind === 'retrying') decisions.note(item, undefined);
  };
}
