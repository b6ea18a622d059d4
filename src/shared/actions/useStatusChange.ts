/*
 * What a decision does, end to end (docs/product.md#undo, src/shared/README.md «The decision path»):
 *
 * 1. take   — `run`: the item changes at once in every cached list and record (`patch`);
 * 2. hold   — an undoable decision waits 5 s behind `Отменить` (`hold`) in the session's
 *             `decisions` (api/held-decisions.ts: the window, and sent at once as the page goes
 *             away or logs out);
 * 3. send   — `sending`: one TanStack Query mutation per call, the feature's `mutationFn`;
 * 4. retry  — a held decision that fails without an answer or with a 5xx is sent again after
 *             DECISION_RETRY_DELAYS_MS, its row saying so (decision-retries.ts);
 * 5. failed — the item put back; a failure that may pass is written down as unsent (the bar
 *             «Не отправлено» sends it again), a refusal is said on its row (decision-notices.ts
 *             `reportLateFailure`);
 * 6. undo   — `Отменить` or Ctrl+Z: the item put back, nothing sent.
 *
 * A feature declares its decision once (`useModerateVideo`: keys, call, optimistic item, messages);
 * the rest is here.
 */
import { MutationObserver, type MutationFunction, type QueryKey } from '@tanstack/react-query';
import { notifySuccess } from '../ui/notify';
import { notifyUndoable, type UndoableEnd } from '../ui/notify-actions';
import { ApiError } from '../api/errors';
import { isSilent } from '../api/query-client';
import { useSession } from '../api/session';
import { forgetUnsent, forgetUnsentOn } from '../api/unsent-storage';
import type { EntityKeys } from '../api/keys';
import {
  patchCachedItem,
  revertCachedItem,
  writeCachedItem,
  type CachedChange,
  type Identified,
} from '../api/cached-items';
import { decisionRetryDelay, noteRetries, retriesDecision } from './decision-retries';
import { reportLateFailure, writeDownCall } from './decision-notices';
import { heldKeyOf, pendingNow, runningFor, useWatchedIds } from './useWatchedIds';

export interface StatusChangeOptions<T extends Identified, V extends Identified, R> {
  /** The entity whose lists and record show the change at once. */
  keys: EntityKeys;
  /** Names this kind of decision (one key per hook), e.g. `['videos', 'decide']`. */
  mutationKey: QueryKey;
  mutationFn: MutationFunction<R, V>;
  /** The item as it will be once the server agrees. */
  optimistic: (item: T, variables: V) => T;
  /** The server's answer as the item, when the answer is one; written into the caches. */
  resultItem?: (result: R, variables: V) => T | undefined;
  successMessage: (result: R, variables: V) => string;
  /** Other data the change affects (the navigation counters, another entity's lists). */
  alsoInvalidate?: QueryKey[];
  /**
   * docs/product.md#undo: a moderator's decision (approve, reject, hide, restore, resolve, block)
   * is held back for UNDO_WINDOW_MS behind `Отменить` instead of being sent at once; switches and
   * refunds are not.
   */
  undoable?: {
    /** Said when the decision is taken, before the server knows of it. */
    message: (item: T, variables: V) => string;
    /** What only the server's answer tells (other items the decision closed too), said after it. */
    sentMessage?: (result: R) => string | undefined;
  };
}

export interface StatusChange<V extends Identified> {
  /**
   * Takes the decision. Resolves true once it stands: the server agreed or, when undoable, it is
   * held for sending. `confirmed`: the user has just confirmed it in a dialog (a payout), which was
   * the chance to change their mind, so it is sent at once like bulk actions
   * (docs/product.md#undo). False when it failed (the failure has been shown and the item put back)
   * or when a decision on this item is already held or on its way.
   */
  run: (variables: V, how?: { confirmed?: boolean }) => Promise<boolean>;
  /** A decision on this item is held or on its way: its buttons are disabled. */
  isPending: (id: number) => boolean;
}

/**
 * A status change (approve, reject, hide, block…): optimistic in every list and record, rolled back
 * item by item on failure, one in flight per item (a double click sends one request), a success
 * notification, and one refetch of the entity and of `alsoInvalidate` after the last decision settles.
 * An undoable one is held back first (held-decisions.ts): while held, data fetched again still shows
 * the decision; `Отменить` puts the item back and the server never hears of it.
 */
export function useStatusChange<T extends Identified, V extends Identified, R>(
  options: StatusChangeOptions<T, V, R>,
): StatusChange<V> {
  const session = useSession();
  const { queryClient, decisions } = session;
  const { keys, mutationKey, undoable } = options;
  const heldKey = (id: number) => heldKeyOf(mutationKey, id);
  const watchedIds = useWatchedIds(session, mutationKey);

  const patch = (variables: V) =>
    patchCachedItem<T>(queryClient, keys, variables.id, (item) =>
      options.optimistic(item, variables),
    );

  /** The item a decision is on, `videos/5`: its claim, its unsent record. */
  const itemOf = (id: number) => `${String(keys.all[0])}/${id}`;

  /** 1. Take the decision: at once on screen, then held (2) or, when not undoable, sent (3). */
  async function run(variables: V, how?: { confirmed?: boolean }): Promise<boolean> {
    if (
      runningFor(queryClient, mutationKey, variables.id) ||
      decisions.isHeld(heldKey(variables.id))
    )
      return false;
    // What failed to go out for this item before, or was refused, is replaced by this decision.
    forgetUnsentOn(itemOf(variables.id));
    decisions.note(itemOf(variables.id), undefined);
    const heldNow = undoable && !how?.confirmed ? hold(variables, undoable.message) : undefined;
    if (heldNow !== undefined) return heldNow;
    try {
      // An observer for this call only, not one held by every row that may decide: whether a
      // decision is on its way is read from the mutation cache (isPending).
      await new MutationObserver(queryClient, sending()).mutate(variables);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * 2. Hold it for `Отменить` in the session's `decisions`, which send it (3) when the window ends or
   * the page goes away, or undo it (6). False when it could not be held (held already); undefined
   * when there is nothing to show it on.
   */
  function hold(variables: V, message: (item: T, variables: V) => string): boolean | undefined {
    // Taken at once, before anything is awaited (a logout a moment later must find it). A fetch on
    // its way is not cancelled — cancelling would put back the data from before the patch — but
    // followed below like any later one.
    const changes = patch(variables);
    const decided = changes[0]?.after as T | undefined;
    // Not on screen anywhere (nothing to show it on, nothing to take back): sent at once instead.
    if (!decided) return undefined;
    // Data fetched while the decision is held (a refetch on focus, another page of the list) would
    // show the item as still waiting: the decision is laid over it again.
    const stopFollowing = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual)
        return;
      if (keys.all.every((part, index) => event.query.queryKey[index] === part))
        changes.push(...patch(variables));
    });
    let closeNotice: (end: UndoableEnd) => void = () => undefined;
    let delivery: MutationObserver<R, Error, V, { changes: CachedChange[] }> | undefined;
    let inDoubt: string | undefined;
    const key = heldKey(variables.id);
    const isHeld = decisions.hold(key, {
      item: itemOf(variables.id),
      send: () => {
        stopFollowing();
        closeNotice('sent');
        // A failure is reported by onError, which puts the item back.
        delivery = new MutationObserver(queryClient, sending({ changes }));
        const stopRetries = noteRetries(decisions, itemOf(variables.id), delivery);
        return delivery
          .mutate(variables)
          .then(
            () => true,
            () => false,
          )
          .finally(() => {
            stopRetries();
            if (inDoubt) forgetUnsent(inDoubt);
          });
      },
      writeDown: () => {
        const failure = delivery?.getCurrentResult().failureReason;
        if (failure instanceof ApiError && failure.call)
          inDoubt = writeDownCall(session, failure.call, false);
      },
      // 6. Undone (`Отменить`, Ctrl+Z) while held: put back, never sent.
      undo: () => {
        stopFollowing();
        closeNotice('undone');
        revertCachedItem(queryClient, changes);
        // The server never changed: what it says now is the item as it was.
        void queryClient.invalidateQueries({ queryKey: keys.all });
      },
    });
    if (!isHeld) {
      stopFollowing();
      revertCachedItem(queryClient, changes);
      return false;
    }
    closeNotice = notifyUndoable(message(decided, variables), () => decisions.undo(key));
    return true;
  }

  /**
   * 3. Send it. `late`: a decision sent after the moment it was taken (held back), with what the
   * page already shows of it; it is tried again while a failure may pass (4: no answer, 5xx), and
   * what fails after that is reported (5).
   */
  const sending = (late?: { changes: CachedChange[] }) => ({
    mutationKey,
    mutationFn: options.mutationFn,
    // 4. A held decision is tried again while a failure may pass.
    ...(late && {
      retry: retriesDecision(session.lifecycle),
      retryDelay: decisionRetryDelay,
      // Tried (and failing) offline too: a decision the network never took must reach the bar.
      networkMode: 'always' as const,
    }),
    onMutate: async (variables: V) => {
      if (late) return { changes: late.changes };
      // A refetch already on the wire would overwrite the optimistic item with the old one.
      await queryClient.cancelQueries({ queryKey: keys.all });
      return { changes: patch(variables) };
    },
    meta: { errorShownInPlace: late !== undefined },
    onError: (error: Error, variables: V, context: { changes: CachedChange[] } | undefined) => {
      const decided = context?.changes[0]?.after as T | undefined;
      if (context) revertCachedItem(queryClient, context.changes);
      if (late && !isSilent(error))
        reportLateFailure(session, {
          error,
          item: itemOf(variables.id),
          key: `decision:${heldKey(variables.id)}`,
          // Which decision failed (its item's title or №): several may fail together, each a line.
          what: decided && undoable ? undoable.message(decided, variables) : undefined,
        });
    },
    onSuccess: (result: R, variables: V) => {
      const item = options.resultItem?.(result, variables);
      if (item) writeCachedItem(queryClient, keys, item);
      // Taken and announced earlier: only what the answer adds is new.
      const message = late
        ? undoable?.sentMessage?.(result)
        : options.successMessage(result, variables);
      if (message) notifySuccess(message);
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

  return {
    run,
    // Read live («and next» asks right after a decision); the component that asked during its render
    // re-renders when the answer for that item changes (useWatchedIds).
    isPending: (id) => {
      watchedIds.add(id);
      return pendingNow(session, mutationKey, id);
    },
  };
}
