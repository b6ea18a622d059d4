import { useSyncExternalStore } from 'react';
import { logout, pageLifecycle } from '../lifecycle/page-lifecycle';

/** PRODUCT §8: how long a decision can be taken back before it is sent. */
export const UNDO_WINDOW_MS = 5000;

/** A decision the user has taken and the server has not yet been told of. */
export interface HeldDecision {
  /** Tells the server; resolves once it has answered (the outcome is the sender's business). */
  send: () => Promise<unknown>;
  /** Puts the page back as it was before the decision. */
  undo: () => void;
}

interface Entry extends HeldDecision {
  timer: ReturnType<typeof setTimeout>;
}

const held = new Map<string, Entry>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function changed(): void {
  snapshot = new Set(held.keys());
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

let leaveListenerAdded = false;

/**
 * A page that goes away (tab closed, reload, another address typed) tells the server at once what it
 * still holds; `pageLifecycle.hiding` makes those calls `keepalive`, so the browser finishes them after the
 * page is gone. A page kept in the back-forward cache comes back and sends normally again.
 */
function sendAllOnLeave(): void {
  if (leaveListenerAdded || typeof window === 'undefined') return;
  leaveListenerAdded = true;
  window.addEventListener('pagehide', () => {
    pageLifecycle.hiding = true;
    void sendHeldDecisions();
  });
  window.addEventListener('pageshow', () => {
    pageLifecycle.hiding = false;
  });
}

/**
 * Holds a decision back for UNDO_WINDOW_MS under `key` (one per item and kind of decision), then
 * sends it. Returns false, holding nothing, when a decision under this key is already held.
 */
export function holdDecision(key: string, decision: HeldDecision): boolean {
  if (held.has(key)) return false;
  sendAllOnLeave();
  const timer = setTimeout(() => void take(key)?.send(), UNDO_WINDOW_MS);
  held.set(key, { ...decision, timer });
  changed();
  return true;
}

/** Whether a decision under `key` is held right now. */
export function isHeld(key: string): boolean {
  return held.has(key);
}

/** `Отменить`: the decision is dropped before it was sent. False when it has gone out already. */
export function undoDecision(key: string): boolean {
  const entry = take(key);
  entry?.undo();
  return entry !== undefined;
}

/** Ctrl+Z (and the palette): takes back the decision taken last, while it is still held. */
export function undoLatestDecision(): boolean {
  const latest = [...held.keys()].at(-1);
  return latest !== undefined && undoDecision(latest);
}

/** Sends every held decision now (logout, page hide) and resolves once the server answered them all. */
export function sendHeldDecisions(): Promise<unknown> {
  const entries = [...held.keys()].map((key) => take(key));
  return Promise.allSettled(entries.map((entry) => entry?.send()));
}

/**
 * `Выйти`: what is still held goes out first, written down until the server answers it
 * (unsent-decisions.ts): one that fails is sent again after the user's next login, and the login page
 * says so. Then the session ends.
 */
export function sendHeldDecisionsAndLogout(): Promise<void> {
  pageLifecycle.signingOut = true;
  return sendHeldDecisions()
    .then(() => undefined)
    .finally(() => logout());
}

/** Calls `listener` whenever a decision is held, sent or undone. */
export function subscribeToHeldDecisions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The keys of the decisions held right now; re-renders when one is held, sent or undone. */
export function useHeldDecisions(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeToHeldDecisions, () => snapshot);
}

/** Whether any decision is held; re-renders only when that flips (not on every decision). */
export function useSomethingHeld(): boolean {
  return useSyncExternalStore(subscribeToHeldDecisions, () => held.size > 0);
}

/** Tests start with nothing held: what one left is taken back, never sent. */
export function dropHeldDecisions(): void {
  for (const key of [...held.keys()]) undoDecision(key);
}
