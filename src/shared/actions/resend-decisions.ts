import { queryClient } from '../api/query-client';
import { resendUnsent } from '../api/client';
import { listUnsent } from '../api/unsent-decisions';
import { selfQueryOptions } from '../api/self';
import { isLoggedIn } from '../session/tokens';
import { notifySuccess } from '../ui/notify';
import { notifyUnsentDecisions } from '../ui/notify-actions';

/** Said once every decision that waited has gone out. */
export const DECISIONS_SENT_MESSAGE = 'Решения отправлены';

/**
 * Sends what `userId` wrote down as a page went away (unsent-decisions.ts); what the server still did
 * not take is said, with `Повторить`. `announce`: also say when all went out (after `Повторить`, or
 * after a login whose page said they were waiting).
 */
export async function resendDecisions(userId: number, announce = false): Promise<void> {
  const waiting = await resendUnsent(userId);
  if (waiting > 0) notifyUnsentDecisions(waiting, () => void resendDecisions(userId, true));
  else if (announce) notifySuccess(DECISIONS_SENT_MESSAGE);
}

/**
 * At start-up, before anything is shown: a logged-in user's decisions go out at once (their profile
 * says whose they are); a logged-out tab leaves them for the login page to mention and the next login
 * to send. Without the profile (the server fails), they are said at once, with `Повторить`.
 */
export async function resendDecisionsOnStart(announce = false): Promise<void> {
  if (!isLoggedIn()) return;
  const user = await queryClient.fetchQuery(selfQueryOptions()).catch(() => undefined);
  if (user) return resendDecisions(user.id, announce);
  const waiting = listUnsent().length;
  if (waiting > 0) notifyUnsentDecisions(waiting, () => void resendDecisionsOnStart(true));
}

/** After a login: the user's decisions that waited go out, and the panel says how that went. */
export function resendDecisionsAfterLogin(userId: number): Promise<void> {
  return listUnsent(userId).length > 0 ? resendDecisions(userId, true) : Promise.resolve();
}
