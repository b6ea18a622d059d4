import { unsaidFailures } from './preload';

/**
 * A page shows `error`: said now if it failed quietly as a preload, and only once. Apart from
 * preload.ts so that it loads with the error view that calls it, not with the first paint.
 */
export function sayIfUnsaid(error: unknown): void {
  if (!(error instanceof Object)) return;
  const say = unsaidFailures.get(error);
  unsaidFailures.delete(error);
  say?.();
}
