import type { SentCall } from './errors';

/**
 * Where unsent decisions are written down, crossed out and read (unsent-decisions.ts says when), and
 * who hears of changes: apart from the rest of that module, since the start-up, the shell's bar and a
 * decision use only this, and the first paint carries no more of it. localStorage is shared by the
 * browser's tabs: a decision one tab could not send shows in all of them, and sending or dropping it
 * in one clears it in the others.
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
 * Writes a call down before it is sent (or once it failed); returns its record's id. It replaces a
 * record of the same call (method and path) of the same user: one decision, one record.
 */
export function rememberUnsent(call: Omit<UnsentCall, 'id'> & { id?: string }): string {
  const id = call.id ?? `${call.at}-${Math.random().toString(36).slice(2)}`;
  const sameCall = (known: UnsentCall) =>
    known.id === id ||
    (known.method === call.method && known.path === call.path && known.userId === call.userId);
  writeUnsent([...readUnsent().filter((known) => !sameCall(known)), { ...call, id }]);
  return id;
}

/** Crosses a record out: its call was answered with a 2xx or a 4xx. */
export function forgetUnsent(id: string): void {
  writeUnsent(readUnsent().filter((call) => call.id !== id));
}

/** A new decision on `item` (`videos/5`) replaces what failed to go out for it. */
export function forgetUnsentOn(item: string): void {
  const calls = readUnsent();
  const kept = calls.filter((call) => itemOfCall(call) !== item);
  if (kept.length !== calls.length) writeUnsent(kept);
}

/**
 * The failed decisions a session is sending again right now: taken out of storage (so that no other
 * tab sends them too) but still unsent, so still listed and marked until their answers come. The
 * session's (`session.own(sessionResending)`): the next page starts with none.
 */
export function createResending() {
  return {
    calls: new Map<string, UnsentCall>(),
    /** The last snapshot of the failed decisions and what it was made of. */
    seen: undefined as { raw: string | null; resending: number; failed: UnsentCall[] } | undefined,
  };
}

export type Resending = ReturnType<typeof createResending>;

export const sessionResending = { create: createResending };

export function markResending(resending: Resending, calls: UnsentCall[], sending: boolean): void {
  for (const call of calls) {
    if (sending) resending.calls.set(call.id, call);
    else resending.calls.delete(call.id);
  }
  changed();
}

let listeningToTabs = false;

/** Hears of every change of the records, in this tab or another. */
export function subscribeUnsent(listener: () => void): () => void {
  if (!listeningToTabs && typeof window !== 'undefined') {
    listeningToTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) changed();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The failed decisions, stored and being sent again by the session; the same array until one of them
 * changes.
 */
export function failedSnapshot(resending: Resending): UnsentCall[] {
  const raw = readRaw();
  const { seen, calls } = resending;
  if (seen?.raw !== raw || seen.resending !== calls.size) {
    const failed = [...parse(raw).filter((call) => call.failed), ...calls.values()];
    resending.seen = { raw, resending: calls.size, failed };
  }
  return resending.seen!.failed;
}

/** Whether `userId` sends the call: theirs, or nobody's; all of them while the profile is unknown. */
export function sendsCall(call: UnsentCall, userId: number | undefined): boolean {
  return userId === undefined || call.userId === undefined || call.userId === userId;
}

/** The item a call decides, `videos/5` of `videos/5/approve`. */
export function itemOfCall(call: { path: string }): string {
  return call.path.split('/').slice(0, 2).join('/');
}
