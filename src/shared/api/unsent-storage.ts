import { useSyncExternalStore } from 'react';
import type { SentCall } from './errors';

/**
 * Where unsent decisions are written down (unsent-decisions.ts says when), and who hears of changes:
 * apart from the rest of that module, since the start-up and the shell's bar read only this, and the
 * first paint carries no more of it. localStorage is shared by the browser's tabs: a decision one tab
 * could not send shows in all of them, and sending or dropping it in one clears it in the others.
 */
export const STORAGE_KEY = 'www-unsent-decisions';

export interface UnsentCall extends SentCall {
  /** Which record this is, so that the call's own answer crosses out this one and no other. */
  id: string;
  at: number;
  /** Whose decision it is: only they send it again (absent: whoever is logged in next). */
  userId?: number;
  /**
   * Sending it failed for good (its retries were spent, or it was sent again and failed): listed in
   * the bar «Не отправлено» and marked on its item until sent or dropped. Without it the call was
   * written down as the page went away, and goes out quietly at the next start.
   */
  failed?: boolean;
}

/** Whether anything waits to be sent again (read at start-up before loading the client). */
export function hasUnsent(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) !== null;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): UnsentCall[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsentCall[]) : [];
  } catch {
    return [];
  }
}

export function readUnsent(): UnsentCall[] {
  return parse(readRaw());
}

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function writeUnsent(calls: UnsentCall[]): void {
  try {
    if (calls.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(calls));
  } catch {
    // Storage full or denied: the call itself is all there is.
  }
  changed();
}

/**
 * Failed decisions being sent again right now: taken out of storage (so that no other tab sends them
 * too) but still unsent, so still listed and marked until their answers come.
 */
const resending = new Map<string, UnsentCall>();

export function markResending(calls: UnsentCall[], sending: boolean): void {
  for (const call of calls) {
    if (sending) resending.set(call.id, call);
    else resending.delete(call.id);
  }
  changed();
}

let listeningToTabs = false;

function subscribe(listener: () => void): () => void {
  if (!listeningToTabs && typeof window !== 'undefined') {
    listeningToTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) changed();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let seen: { raw: string | null; resending: number; failed: UnsentCall[] } | undefined;

/** The failed decisions, stored and being sent again; the same array until one of them changes. */
function failedSnapshot(): UnsentCall[] {
  const raw = readRaw();
  if (seen?.raw !== raw || seen.resending !== resending.size) {
    const failed = [...parse(raw).filter((call) => call.failed), ...resending.values()];
    seen = { raw, resending: resending.size, failed };
  }
  return seen.failed;
}

const EMPTY: UnsentCall[] = [];

/** Whether `userId` sends the call: theirs, or nobody's; all of them while the profile is unknown. */
export function sendsCall(call: UnsentCall, userId: number | undefined): boolean {
  return userId === undefined || call.userId === undefined || call.userId === userId;
}

/**
 * The decisions of `userId` (and those without an owner) that failed for good, as the bar and the
 * marks on items show them; re-renders when one is added, sent or dropped, in this tab or another.
 * Without the profile (the server fails it), all of them: the bar still says what waits.
 */
export function useFailedDecisions(userId: number | undefined): readonly UnsentCall[] {
  const failed = useSyncExternalStore(subscribe, failedSnapshot, () => EMPTY);
  const own = failed.filter((call) => sendsCall(call, userId));
  return own.length === failed.length ? failed : own;
}

/** The item a call decides, `videos/5` of `videos/5/approve`. */
export function itemOfCall(call: { path: string }): string {
  return call.path.split('/').slice(0, 2).join('/');
}

/**
 * The failed decision of `userId` on `item` (`videos/5`), for the mark on its row and its page;
 * re-renders only when that answer changes.
 */
export function useFailedDecisionOn(
  item: string,
  userId: number | undefined,
): UnsentCall | undefined {
  return useSyncExternalStore(
    subscribe,
    () => failedSnapshot().find((call) => itemOfCall(call) === item && sendsCall(call, userId)),
    () => undefined,
  );
}
