import type { PageLifecycle } from '../lifecycle/page-lifecycle';

/** How long a decision can be taken back before it is sent (docs/product.md#undo). */
export const UNDO_WINDOW_MS = 5000;

/** A decision the user has taken and the server has not yet been told of. */
export interface HeldDecision {
  /** The item it decides, `videos/5`: its claim is kept until the decision is settled. */
  item: string;
  /**
   * Tells the server, trying again as long as that may help; resolves once it is settled: true when
   * the server took it, false when it failed for good.
   */
  send: () => Promise<boolean>;
  /** Puts the page back as it was before the decision. */
  undo: () => void;
  /**
   * The page goes away (or logs out) while the decision is still being sent again: writes it down for
   * the next start (and crosses it out should it be settled after all, the page kept in the
   * back-forward cache).
   */
  writeDown?: () => void;
}

/**
 * What an item's row says of the decision on it besides its status
 * (docs/product.md#undo): being sent again after a failure, or refused by the server.
 */
export type DecisionNote =
  { kind: 'retrying'; attempt: number; of: number } | { kind: 'refused'; message: string };

interface Entry extends HeldDecision {
  timer: ReturnType<typeof setTimeout>;
  settle: (delivered: boolean) => void;
}

/**
 * The decisions a session holds back for `Отменить` and those it is still sending: one per page, in
 * its session (session.ts), which hands the pages the object below.
 */
export function createHeldDecisions(
  lifecycle: PageLifecycle,
  /** Ends the session on the server too (best effort; never rejects): before the cookies go. */
  revokeSession: () => Promise<void> = () => Promise.resolve(),
) {
  const held = new Map<string, Entry>();
  /** Decisions out of the undo window that the server has not yet settled (sent, maybe retried). */
  const delivering = new Set<Entry>();
  /** When the decision on each item settles: true when the server took it. */
  const settled = new Map<string, Promise<boolean>>();
  const listeners = new Set<() => void>();
  /** What the rows say of their item's decision, by item (`videos/5`). */
  const notes = new Map<string, DecisionNote>();
  let leaveListenerAdded = false;

  function changed(): void {
    for (const listener of listeners) listener();
  }

  function take(key: string): Entry | undefined {
    const entry = held.get(key);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    held.delete(key);
    changed();
    return entry;
  }

  /**
   * A page that goes away (tab closed, reload, another address typed) tells the server at once what
   * it still holds; `lifecycle.hiding` makes those calls `keepalive`, so the browser finishes them
   * after the page is gone. A page kept in the back-forward cache comes back and sends normally again.
   */
  function sendAllOnLeave(): void {
    if (leaveListenerAdded || typeof window === 'undefined') return;
    leaveListenerAdded = true;
    window.addEventListener('pagehide', () => {
      lifecycle.hiding = true;
      writeDownDelivering();
      void sendAll();
    });
    window.addEventListener('pageshow', () => {
      lifecycle.hiding = false;
    });
  }

  /** Sends a decision taken out of the undo window; resolves once the server has settled it. */
  async function deliver(entry: Entry | undefined): Promise<void> {
    if (!entry) return;
    delivering.add(entry);
    try {
      entry.settle(await entry.send().catch(() => false));
    } finally {
      delivering.delete(entry);
    }
  }

  /** Decisions still being sent again as the page goes away or logs out: written down for next time. */
  function writeDownDelivering(): void {
    for (const entry of delivering) entry.writeDown?.();
  }

  /** Sends every held decision now (logout, page hide) and resolves once the server answered them all. */
  function sendAll(): Promise<unknown> {
    const entries = [...held.keys()].map((key) => take(key));
    return Promise.allSettled(entries.map((entry) => deliver(entry)));
  }

  /** `Отменить`: the decision is dropped before it was sent. False when it has gone out already. */
  function undo(key: string): boolean {
    const entry = take(key);
    entry?.undo();
    entry?.settle(false);
    return entry !== undefined;
  }

  return {
    /**
     * Holds a decision back for UNDO_WINDOW_MS under `key` (one per item and kind of decision), then
     * sends it. Returns false, holding nothing, when a decision under this key is already held.
     */
    hold(key: string, decision: HeldDecision): boolean {
      if (held.has(key)) return false;
      sendAllOnLeave();
      const timer = setTimeout(() => void deliver(take(key)), UNDO_WINDOW_MS);
      let settle: (delivered: boolean) => void = () => undefined;
      const outcome = new Promise<boolean>((resolve) => (settle = resolve));
      settled.set(decision.item, outcome);
      void outcome.then(() => {
        if (settled.get(decision.item) === outcome) settled.delete(decision.item);
      });
      held.set(key, { ...decision, timer, settle });
      changed();
      return true;
    },
    /**
     * Resolves once the decision on `item` (`videos/5`) is settled — sent, failed for good, or
     * undone — and at once when there is none: true only when the server took it. The claim on the
     * item is let go after that, not before (a colleague would see it free and undecided meanwhile).
     */
    settled: (item: string): Promise<boolean> => settled.get(item) ?? Promise.resolve(false),
    /** The items (`videos/5`) whose decision is held or sent and not settled yet. */
    unsettled: (): string[] => [...settled.keys()],
    /** Whether a decision under `key` is held right now. */
    isHeld: (key: string): boolean => held.has(key),
    undo,
    /** Ctrl+Z (and the palette): takes back the decision taken last, while it is still held. */
    undoLatest(): boolean {
      const latest = [...held.keys()].at(-1);
      return latest !== undefined && undo(latest);
    },
    sendAll,
    /**
     * `Выйти`: what is still held goes out first, written down until the server answers it
     * (unsent-decisions.ts): one that fails is sent again after the user's next login, and the login
     * page says so. Then the session ends, on the server (with the refresh token those sends may
     * have renewed) and here, whatever the server answered.
     */
    sendAllAndLogout(): Promise<void> {
      lifecycle.signingOut = true;
      writeDownDelivering();
      return sendAll()
        .then(() => undefined)
        .finally(() => revokeSession().finally(() => lifecycle.logout()));
    },
    /** Calls `listener` whenever a decision is held, sent or undone. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Says on `item`'s row and page what became of its decision (`undefined`: nothing more): a
     * refusal stays until the next decision on the item.
     */
    note(item: string, note: DecisionNote | undefined): void {
      if (note === undefined ? !notes.has(item) : notes.get(item) === note) return;
      if (note) notes.set(item, note);
      else notes.delete(item);
      changed();
    },
    /** What `item`'s row says of its decision; the same object until it changes. */
    noteOn: (item: string): DecisionNote | undefined => notes.get(item),
    /** Whether any decision is held. */
    any: (): boolean => held.size > 0,
    /** The session ends without a page to send from (a test's end): what is held is taken back. */
    dropAll(): void {
      for (const key of [...held.keys()]) undo(key);
    },
  };
}

export type HeldDecisions = ReturnType<typeof createHeldDecisions>;
