import { useSyncExternalStore } from 'react';

/** Something the current page can do, listed in the command palette (Ctrl+K). */
export interface PageAction {
  label: string;
  /** Its key, in Mantine's notation ('A', 'shift+A', 'mod+S'). */
  keys: string;
  run: () => void;
}

/** What each mounted page part (by its React id) offers now. */
const offered = new Map<string, PageAction[]>();
const listeners = new Set<() => void>();
let snapshot: PageAction[] = [];

function signature(actions: PageAction[]): string {
  return actions.map((action) => `${action.keys}:${action.label}`).join('|');
}

/**
 * Called on every render of the part that offers them, so that `run` is always the latest; the
 * palette re-renders only when the list itself changes.
 */
export function offerPageActions(owner: string, actions: PageAction[]): void {
  const before = signature(snapshot);
  if (actions.length > 0) offered.set(owner, actions);
  else offered.delete(owner);
  const next = [...offered.values()].flat();
  if (signature(next) === before) {
    // Same entries, fresh closures: swap them in place without telling anyone.
    snapshot.splice(0, snapshot.length, ...next);
    return;
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The actions of the page on screen now. */
export function usePageActions(): PageAction[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}
