/**
 * Decisions a page sent as it went away (pagehide, `keepalive`). The browser may still lose such a
 * call (the network drops; in mock mode the service worker has no page left to answer it), and the
 * page never learns whether it arrived, so each is also written down here and sent once more when the
 * panel next opens. A decision that did arrive is then refused as already taken (409) — quietly.
 */
const STORAGE_KEY = 'www-unsent-decisions';

/** Older than this, a decision is not sent again: the item has surely moved on since. */
const FORGET_AFTER_MS = 10 * 60_000;

export interface UnsentCall {
  method: string;
  /** Relative to the API base, e.g. `videos/5/approve`. */
  path: string;
  json?: unknown;
  at: number;
}

function read(): UnsentCall[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnsentCall[]) : [];
  } catch {
    return [];
  }
}

export function rememberUnsent(call: UnsentCall): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...read(), call]));
  } catch {
    // Storage full or denied: the keepalive call is all there is.
  }
}

/** Whether anything waits to be sent again (read at start-up before loading the client). */
export function hasUnsent(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) !== null;
}

/** Takes what waits, forgetting what is too old. */
export function takeUnsent(now = Date.now()): UnsentCall[] {
  const calls = read().filter((call) => now - call.at < FORGET_AFTER_MS);
  localStorage.removeItem(STORAGE_KEY);
  return calls;
}
