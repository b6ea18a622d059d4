/*
 * The notices of decisions that did not stand: one per kind, counting them (ui/notify.ts
 * `notifyFailureOf`); resend-decisions.ts says those of decisions sent again in them too.
 */
import { UNKNOWN_ERROR_MESSAGE } from '../session/policy';
import { notifyFailureOf } from '../ui/notify';
import { ApiError, isTransient, type SentCall } from '../api/errors';
import type { Session } from '../api/session';
import { rememberUnsent } from '../api/unsent-storage';
import { cachedSelfId } from '../api/keys';

/** Decisions that failed to go out after their tries (no answer, 5xx): listed in the bar. */
export const UNSENT_KIND = 'decisions-unsent';

/** Decisions the server refused (4xx: a colleague decided first, the item is gone). */
export const REFUSED_KIND = 'decisions-refused';

export const unsentHeading = (count: number) => `Не отправлено: ${count}`;

export const refusedHeading = (count: number) => `Решения не приняты: ${count}`;

/**
 * A decision's call written down under the logged-in user (unsent-decisions.ts): `failed` for good
 * after its tries (the bar «Не отправлено», the mark on its item), else still in doubt as the page
 * goes away (sent again quietly at the next start). Returns its record's id.
 */
export function writeDownCall({ queryClient }: Session, call: SentCall, failed: boolean): string {
  const userId = cachedSelfId(queryClient);
  return rememberUnsent({ ...call, at: Date.now(), userId, ...(failed && { failed: true }) });
}

/** A held decision that failed for good, as its notice names it. */
export interface LateFailure {
  error: Error;
  /** The item it was on, `videos/5`: its row's note. */
  item: string;
  /** Its notice's line among those of its kind: one per held decision. */
  key: string;
  /** Which decision it was (its item's title or №), when the feature says. */
  what: string | undefined;
}

/**
 * 5. A held decision the server refused or never got, after its tries: its dialog (and the reason
 * typed there) is long gone. One that may still pass (no answer, 5xx) is written down as unsent —
 * the bar «Не отправлено» sends it again or drops it, its item is marked meanwhile. A refusal (a
 * colleague decided first, the item is gone: 4xx) is final: said as a refusal, not as «not sent»,
 * and its row keeps the server's word («Уже решено: …») until the next decision on it. Failures of
 * a kind share one notice that counts them; each names its decision and the server's word.
 */
export function reportLateFailure(session: Session, { error, item, key, what }: LateFailure): void {
  const message = error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE;
  const transient = isTransient(error);
  if (transient && error instanceof ApiError && error.call)
    writeDownCall(session, error.call, true);
  session.decisions.note(item, transient ? undefined : { kind: 'refused', message });
  if (transient)
    notifyFailureOf(UNSENT_KIND, unsentHeading, {
      key,
      title: what && `Не отправлено: ${what}`,
      short: what,
      message,
    });
  else
    notifyFailureOf(REFUSED_KIND, refusedHeading, {
      key,
      title: what && `Решение не принято: ${what}`,
      short: what,
      message,
    });
}
