import { onFirstCall } from '@/shared/lib/on-first-call';

/**
 * The decision dialogs (decision-dialogs.ts) loaded on their first call: the reason dialog, its
 * ready reasons and the confirmations stay out of the queue's first paint. Import them from here.
 */
const dialogs = () => import('./decision-dialogs');

export const askApplicationRejectReason = onFirstCall(() =>
  dialogs().then((module) => module.askApplicationRejectReason),
);
export const confirmPayout = onFirstCall(() => dialogs().then((module) => module.confirmPayout));
export const confirmBulkApproval = onFirstCall(() =>
  dialogs().then((module) => module.confirmBulkApproval),
);
