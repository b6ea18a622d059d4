import { onFirstCall } from '@/shared/lib/on-first-call';

/**
 * `askRejectReason` (reject-reason-dialog.ts) loaded on its first call: the dialog, its ready reasons
 * and the player's «insert the time» stay out of the list's first paint. Import it from here.
 */
export const askRejectReason = onFirstCall(() =>
  import('./reject-reason-dialog').then((module) => module.askRejectReason),
);
