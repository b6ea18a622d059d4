import type { Session } from '../api/session';
import { keys } from '../api/keys';
import { dropFailed, itemName, listUnsent } from '../api/unsent-decisions';
import { selfQueryOptions } from '../api/self';
import { isLoggedIn } from '../session/tokens';
import { itemOfCall, rememberUnsent, type UnsentCall } from '../api/unsent-storage';
import { closeFailures, notifyError, notifyFailureOf, notifySuccess } from '../ui/notify';
import { refusedHeading, REFUSED_KIND, UNSENT_KIND } from './decision-notices';

/** Said once every decision that waited has gone out. */
export const DECISIONS_SENT_MESSAGE = 'Решения отправлены';

/** The lists, records and counters of the items these decisions were about: fetched anew. */
function refreshItemsOf({ queryClient }: Session, calls: UnsentCall[]): void {
  const entities = new Set(calls.map((call) => call.path.split('/')[0]!));
  for (const entity of entities) void queryClient.invalidateQueries({ queryKey: [entity] });
  if (calls.length > 0) void queryClient.invalidateQueries({ queryKey: keys.counters });
}

/**
 * Sends again what `userId` wrote down (unsent-decisions.ts); what still fails stays in the bar
 * «Не отправлено», marked on its item. `announce`: the moderator asked for it (`Повторить все`, or a
 * login whose page named them): a refusal is said as one, with the server's word, also on its item's
 * row; a repeated failure too; «Решения отправлены» only once every one went out (never beside a
 * word that some did not), closing the notice of those that had not. At start-up a refusal is quiet:
 * a decision sent as the page went away that did arrive is refused as already taken.
 */
export async function resendDecisions(
  session: Session,
  userId: number | undefined,
  announce = false,
): Promise<void> {
  const { sent, refused, waiting } = await session.resendUnsent(userId);
  refreshItemsOf(session, [...sent, ...refused.map(({ call }) => call)]);
  if (!announce) return;
  // Every decision the notice «Не отправлено» spoke of has its answer now: it is no longer so.
  if (waiting.length === 0) closeFailures(UNSENT_KIND);
  for (const { call, message } of refused) {
    session.decisions.note(itemOfCall(call), { kind: 'refused', message });
    notifyFailureOf(REFUSED_KIND, refusedHeading, {
      key: `resent:${call.id}`,
      title: `Решение не принято: ${itemName(call)}`,
      short: itemName(call),
      message,
    });
  }
  const [firstWaiting] = waiting;
  if (firstWaiting)
    notifyError(firstWaiting.message, `Снова не отправлено: ${waiting.length}`, 'resend-decisions');
  else if (sent.length > 0 && refused.length === 0) notifySuccess(DECISIONS_SENT_MESSAGE);
}

/** `Не отправлять`: the moderator drops the failed decisions; their items show what the server has. */
export function dropFailedDecisions(session: Session, userId: number | undefined): void {
  refreshItemsOf(session, dropFailed(userId));
}

/**
 * At start-up, before anything is shown: a logged-in user's decisions go out at once (their profile
 * says whose they are); a logged-out tab leaves them for the login page to mention and the next login
 * to send. Without the profile (the server fails) they go to the bar «Не отправлено».
 */
export async function resendDecisionsOnStart(session: Session): Promise<void> {
  if (!isLoggedIn()) return;
  const user = await session.queryClient.fetchQuery(selfQueryOptions()).catch(() => undefined);
  if (user) return resendDecisions(session, user.id);
  for (const call of listUnsent()) rememberUnsent({ ...call, failed: true });
}

/** After a login: the user's decisions that waited go out, and the panel says how that went. */
export function resendDecisionsAfterLogin(session: Session, userId: number): Promise<void> {
  return listUnsent(userId).length > 0 ? resendDecisions(session, userId, true) : Promise.resolve();
}
