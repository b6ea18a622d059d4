/**
 * Where unsent decisions are written down (unsent-decisions.ts), apart from the rest of that module:
 * the start-up reads only this, and the first paint carries no more of it.
 */
export const STORAGE_KEY = 'www-unsent-decisions';

/** Whether anything waits to be sent again (read at start-up before loading the client). */
export function hasUnsent(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) !== null;
}
