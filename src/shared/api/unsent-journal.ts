import type { KyInstance } from 'ky';
import type { PageLifecycle } from '../lifecycle/page-lifecycle';
import type { ApiClient } from './client';
import { asApiError, statusOf } from './responses';
import { isLoggedIn } from '../session/tokens';
import { settleResent, takeUnsent } from './unsent-decisions';
import { forgetUnsent, rememberUnsent, type Resending, type UnsentCall } from './unsent-storage';

/** Whether an answer ends a written-down decision: it stands (2xx) or is refused for good (4xx). */
function endsUnsent(status: number): boolean {
  return status >= 200 && status < 500;
}

/** What became of decisions sent again: taken, refused for good, still unsent (with the failure's text). */
export interface ResendOutcome {
  sent: UnsentCall[];
  refused: { call: UnsentCall; message: string }[];
  waiting: { call: UnsentCall; message: string }[];
}

/**
 * The session's record of the decisions the server has not confirmed (unsent-decisions.ts), under
 * the session's user: the HTTP client only carries the calls. Its code comes with the client's.
 * `currentUserId`: the logged-in user, once their profile has been loaded; `resending`: the session's
 * failed decisions being sent again.
 */
export function createUnsentJournal({
  lifecycle,
  currentUserId,
  http,
  resending,
}: {
  lifecycle: Pick<PageLifecycle, 'hiding' | 'signingOut'>;
  currentUserId: () => number | undefined;
  http: KyInstance;
  resending: Resending;
}) {
  /**
   * A change sent as the page goes away (pagehide, `Выйти`) is written down. `Выйти` waits for the
   * answer, which then ends the record; a hiding page's answer is not trusted to (in mock mode a call
   * the service worker can no longer hand to the page falls through to the web server's 404), so its
   * record waits for the next start, where a decision that did arrive is a quiet 409.
   */
  async function recorded<T>(method: string, path: string, json: unknown, send: () => Promise<T>) {
    const answerEndsRecord = !lifecycle.hiding;
    const record = rememberUnsent({
      method,
      path: path.replace(/^\//, ''),
      json,
      at: Date.now(),
      userId: currentUserId(),
    });
    try {
      const result = await send();
      if (answerEndsRecord) forgetUnsent(record);
      return result;
    } catch (error) {
      if (answerEndsRecord && endsUnsent(statusOf(error))) forgetUnsent(record);
      throw error;
    }
  }

  /**
   * The client's calls, each change written down before it is sent: what the session sends through
   * as the page goes away.
   */
  function recording(api: ApiClient['api']): ApiClient['api'] {
    return {
      get: api.get,
      post: (path, schema, json, options) =>
        recorded('POST', path, json, () => api.post(path, schema, json, options)),
      patch: (path, schema, json) =>
        recorded('PATCH', path, json, () => api.patch(path, schema, json)),
      put: (path, schema, json) => recorded('PUT', path, json, () => api.put(path, schema, json)),
      delete: (path, schema) => recorded('DELETE', path, undefined, () => api.delete(path, schema)),
    };
  }

  /**
   * Sends again, all at once, what `userId` wrote down. Only an answer ends a decision's record: 2xx
   * (it stands now) or 4xx (refused: already decided, gone). A 5xx or no answer keeps it written
   * down, as failed. Resolves to what became of each.
   */
  async function resendUnsent(userId: number | undefined): Promise<ResendOutcome> {
    const outcome: ResendOutcome = { sent: [], refused: [], waiting: [] };
    // A logged-out tab has no one to send them as: they wait for their user's next login.
    if (!isLoggedIn()) return outcome;
    await Promise.all(
      takeUnsent(userId, resending).map(async (call) => {
        try {
          await http(call.path, { method: call.method, json: call.json });
          outcome.sent.push(call);
          settleResent(call, false, resending);
        } catch (error) {
          const failed = !endsUnsent(statusOf(error));
          const answer = { call, message: asApiError(error).message };
          (failed ? outcome.waiting : outcome.refused).push(answer);
          settleResent(call, failed, resending);
        }
      }),
    );
    return outcome;
  }

  return { recording, resendUnsent };
}

export type UnsentJournal = ReturnType<typeof createUnsentJournal>;
