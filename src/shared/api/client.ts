import type * as z from 'zod/mini';
import type { PageLifecycle } from '../lifecycle/page-lifecycle';
import { getAccessToken, isLoggedIn } from '../session/tokens';
import { createHttp } from './http-instance';
import { asApiError, isAbort, statusOf, unwrap } from './responses';
import type { ApiError, SentCall } from './errors';
import {
  forgetUnsent,
  rememberUnsent,
  settleResent,
  takeUnsent,
  type UnsentCall,
} from './unsent-decisions';

/** Whether an answer ends a written-down decision: it stands (2xx) or is refused for good (4xx). */
function endsUnsent(status: number): boolean {
  return status >= 200 && status < 500;
}

type SearchValue = string | number | boolean | undefined | null;
export type SearchParams = Record<string, SearchValue>;

export function cleanSearch(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

interface CallOptions {
  searchParams?: SearchParams;
  json?: unknown;
  signal?: AbortSignal;
}

/** The part of the Web Locks API the refresh needs; tests put two clients under one such lock. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): RefreshLocks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * One HTTP client as a tab has it: bearer token on every call, the error policy on every failure,
 * and the refresh single-flight in the tab and, through `locks`, across all tabs (none: in the tab
 * only). It decides what a failure is called (an ApiError with the text to show); the query cache
 * decides whether to show it (query-client.ts), since only it knows whether the page already shows
 * that failure in place. Each session has one (session.ts); tests make two sessions to play two tabs
 * on one cookie jar. `currentUserId` says whose calls these are: the logged-in user, once their
 * profile has been loaded.
 */
export function createApiClient({
  lifecycle,
  currentUserId,
  locks = browserLocks(),
}: {
  lifecycle: PageLifecycle;
  currentUserId: () => number | undefined;
  locks?: RefreshLocks | null;
}) {
  // The renewal's code arrives when a token first needs renewing, not with the first call.
  let renewal: Promise<(failedAccessToken?: string) => Promise<string>> | undefined;
  const refreshSession = (failedAccessToken = getAccessToken()): Promise<string> =>
    (renewal ??= import('./session-refresh').then(({ createSessionRefresh }) =>
      createSessionRefresh(locks, lifecycle),
    )).then((renew) => renew(failedAccessToken));
  const http = createHttp(refreshSession, lifecycle);

  async function apiCall<S extends z.core.$ZodType>(
    method: Method,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<z.infer<S>> {
    const relativePath = path.replace(/^\//, '');
    // A change sent as the page goes away (pagehide, `Выйти`) is written down. `Выйти` waits for the
    // answer, which then ends the record; a hiding page's answer is not trusted to (in mock mode a
    // call the service worker can no longer hand to the page falls through to the web server's 404),
    // so its record waits for the next start, where a decision that did arrive is a quiet 409.
    const answerEndsRecord = !lifecycle.hiding;
    const record =
      method !== 'get' && (lifecycle.hiding || lifecycle.signingOut)
        ? rememberUnsent({
            method: method.toUpperCase(),
            path: relativePath,
            json: options.json,
            at: Date.now(),
            userId: currentUserId(),
          })
        : undefined;
    let body: unknown;
    try {
      const response = await http(relativePath, {
        method,
        searchParams: cleanSearch(options.searchParams),
        json: options.json,
        signal: options.signal,
      });
      // 204 (a queue's next item when none is free): no body, a null result.
      body = response.status === 204 ? { result: null } : await response.json<unknown>();
      if (record && answerEndsRecord) forgetUnsent(record);
    } catch (error) {
      if (record && answerEndsRecord && endsUnsent(statusOf(error))) forgetUnsent(record);
      if (isAbort(error)) throw error;
      // A 2xx answer that is not JSON at all (e.g. an HTML page) breaks the contract like a wrong shape does.
      if (error instanceof SyntaxError) return unwrap(schema, undefined);
      const failure = asApiError(error);
      // A change that failed carries what sending it again takes (a decision retried, written down).
      if (method !== 'get')
        failure.call = { method: method.toUpperCase(), path: relativePath, json: options.json };
      throw failure;
    }
    return unwrap(schema, body);
  }

  const api = {
    get: <S extends z.core.$ZodType>(
      path: string,
      schema: S,
      options?: Omit<CallOptions, 'json'>,
    ) => apiCall('get', path, schema, options),
    post: <S extends z.core.$ZodType>(
      path: string,
      schema: S,
      json?: unknown,
      options?: Pick<CallOptions, 'searchParams'>,
    ) => apiCall('post', path, schema, { ...options, json }),
    patch: <S extends z.core.$ZodType>(path: string, schema: S, json?: unknown) =>
      apiCall('patch', path, schema, { json }),
    delete: <S extends z.core.$ZodType>(path: string, schema: S) => apiCall('delete', path, schema),
  };

  /**
   * Sends again, all at once, what `userId` wrote down (unsent-decisions.ts). Only an answer ends a
   * decision's record: 2xx (it stands now) or 4xx (refused: already decided, gone). A 5xx or no answer
   * keeps it written down, as failed. Resolves to what became of each.
   */
  async function resendUnsent(userId: number | undefined): Promise<ResendOutcome> {
    const outcome: ResendOutcome = { sent: [], refused: [], waiting: [] };
    // A logged-out tab has no one to send them as: they wait for their user's next login.
    if (!isLoggedIn()) return outcome;
    await Promise.all(
      takeUnsent(userId).map(async (call) => {
        try {
          await http(call.path, { method: call.method, json: call.json });
          outcome.sent.push(call);
          settleResent(call, false);
        } catch (error) {
          const failed = !endsUnsent(statusOf(error));
          const answer = { call, message: asApiError(error).message };
          (failed ? outcome.waiting : outcome.refused).push(answer);
          settleResent(call, failed);
        }
      }),
    );
    return outcome;
  }

  /**
   * A decision that failed for good after its retries: written down as failed, for the bar
   * «Не отправлено» and the mark on its item, under the logged-in user. Returns its record's id.
   */
  const rememberFailedCall = (call: SentCall): string =>
    rememberUnsent({ ...call, at: Date.now(), userId: currentUserId(), failed: true });

  /** A decision still being retried as the page goes away: written down for the next start. */
  const rememberCallInDoubt = (error: ApiError): string | undefined =>
    error.call
      ? rememberUnsent({ ...error.call, at: Date.now(), userId: currentUserId() })
      : undefined;

  return { http, api, refreshSession, resendUnsent, rememberFailedCall, rememberCallInDoubt };
}

/** A session's HTTP client. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** What became of decisions sent again: taken, refused for good, still unsent (with the failure's text). */
export interface ResendOutcome {
  sent: UnsentCall[];
  refused: { call: UnsentCall; message: string }[];
  waiting: { call: UnsentCall; message: string }[];
}
