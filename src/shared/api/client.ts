import ky, { isHTTPError, type KyRequest } from 'ky';
import * as z from 'zod/mini';
import { apiBase } from '../config';
import { SESSION_EXPIRED_NOTICE } from '../session/notice';
import {
  anonymousErrorText,
  decideOnFailure,
  logoutNotice,
  UNKNOWN_ERROR_MESSAGE,
} from '../session/policy';
import { logout, pageLifecycle } from '../lifecycle/page-lifecycle';
import { getAccessToken, getRefreshToken, isLoggedIn, storeTokens } from '../session/tokens';
import { ApiError, MALFORMED_RESPONSE_MESSAGE, SessionEndedError } from './errors';
import { selfQueryKey } from './keys';
import { queryClient } from './query-client';
import { tokenPairSchema } from './schemas';
import { forgetUnsent, rememberUnsent, takeUnsent } from './unsent-decisions';

const errorBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
});
type ErrorBody = z.infer<typeof errorBodySchema>;

function parseErrorBody(data: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(data);
  return parsed.success ? parsed.data : {};
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    return parseErrorBody(await response.clone().json());
  } catch {
    return {};
  }
}

function bearerOf(request: Request): string | undefined {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined;
}

function withBearer(request: KyRequest, token: string | undefined): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

/** Whose calls these are: the logged-in user, once their profile has been loaded. */
function currentUserId(): number | undefined {
  return queryClient.getQueryData<{ id: number }>(selfQueryKey)?.id;
}

/** The HTTP status a failed call was answered with; 0 when there was no answer. */
function statusOf(error: unknown): number {
  if (isHTTPError(error)) return error.response.status;
  return error instanceof ApiError ? error.status : 0;
}

/** Whether an answer ends a written-down decision: it stands (2xx) or is refused for good (4xx). */
function endsUnsent(status: number): boolean {
  return status >= 200 && status < 500;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

type SearchValue = string | number | boolean | undefined | null;
export type SearchParams = Record<string, SearchValue>;

function cleanSearch(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** Network failures that never reached beforeError as ApiError still become one. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.error('API call failed without an HTTP answer', error);
  const text = isLoggedIn()
    ? UNKNOWN_ERROR_MESSAGE
    : error instanceof Error
      ? error.message
      : UNKNOWN_ERROR_MESSAGE;
  return new ApiError(text, 0);
}

/** Unwraps `{ result }` and checks it against the contract, so a malformed answer is an error, not a crash. */
function unwrap<S extends z.core.$ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = z.object({ result: schema }).safeParse(body);
  if (!parsed.success) {
    console.error('Malformed API response', z.prettifyError(parsed.error));
    throw new ApiError(MALFORMED_RESPONSE_MESSAGE, 200);
  }
  return (parsed.data as { result: z.infer<S> }).result;
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

/** All tabs of the origin renew the session under this Web Lock, one at a time. */
export const REFRESH_LOCK_NAME = 'www-admin-session-refresh';

function browserLocks(): RefreshLocks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * One HTTP client as a tab has it: bearer token on every call, SPEC §8 policy on every failure, and
 * the refresh single-flight in the tab and, through `locks`, across all tabs (none: in the tab only).
 * It decides what a failure is called (an ApiError with the text to show); the query cache decides
 * whether to show it (query-client.ts), since only it knows whether the page already shows that
 * failure in place. The app uses the one below; tests create two to play two tabs on one cookie jar.
 */
export function createApiClient({ locks = browserLocks() }: { locks?: RefreshLocks | null } = {}) {
  let refreshInFlight: Promise<string> | null = null;

  /**
   * Refresh tokens are single-use (rotation): two tabs renewing with the same one would get one
   * refusal, and a refusal logs out. So tabs take turns, and each, once it holds the lock, first
   * looks whether the cookies changed since its call failed: then another tab already renewed.
   */
  function renew(failedAccessToken: string | undefined): Promise<string> {
    const run = async (): Promise<string> => {
      const current = getAccessToken();
      if (current && current !== failedAccessToken) return current;
      const refreshToken = getRefreshToken();
      if (!refreshToken) {
        logout(SESSION_EXPIRED_NOTICE);
        throw new SessionEndedError();
      }
      try {
        const body = await ky
          .post(`${apiBase()}/auth`, { json: { refreshToken }, retry: 0 })
          .json<unknown>();
        const tokens = z.object({ result: tokenPairSchema }).parse(body).result;
        storeTokens(tokens);
        // Read back while still holding the lock: a browser commits a cookie write asynchronously,
        // and a read of the same document waits for it, so the next tab to hold the lock sees it.
        return getAccessToken() ?? tokens.accessToken;
      } catch {
        // A tab that renews without the lock (no Web Locks, an older build) may have used the same
        // token first: the server refuses ours, yet the session lives on in the cookies it stored.
        const renewedAccess = getAccessToken();
        if (renewedAccess && getRefreshToken() !== refreshToken) return renewedAccess;
        logout(SESSION_EXPIRED_NOTICE);
        throw new SessionEndedError();
      }
    };
    return locks ? locks.request(REFRESH_LOCK_NAME, run) : run();
  }

  /**
   * Single-flight refresh: every call of this tab failing meanwhile waits for the same renewal; a
   * failed refresh ends the session (SPEC §4). `failedAccessToken` is the token the failed call sent.
   */
  function refreshSession(failedAccessToken = getAccessToken()): Promise<string> {
    refreshInFlight ??= renew(failedAccessToken).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  const http = ky.create({
    prefix: apiBase(),
    timeout: 30_000,
    // Only forced retries (after a token refresh) happen, and at most one per call.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (pageLifecycle.leaving) throw new SessionEndedError();
          const token = getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The browser finishes the call after the page is gone.
          if (pageLifecycle.hiding) return new Request(request, { keepalive: true });
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.ok) return;
          if (!isLoggedIn()) {
            // Sent with a token, answered after the session ended (another call's refresh was
            // refused meanwhile): the session's end has been said once already, this says nothing.
            if (bearerOf(request) && (response.status === 401 || response.status === 403))
              throw new SessionEndedError();
            return;
          }
          const { message } = await readErrorBody(response);
          const decision = decideOnFailure({
            status: response.status,
            message,
            retried: retryCount > 0,
          });
          if (decision.action === 'logout') {
            logout(logoutNotice({ status: response.status, message }));
            throw new SessionEndedError();
          }
          if (decision.action === 'refresh') {
            const sent = bearerOf(request);
            const current = getAccessToken();
            // A refresh finished while this call was on the wire: reuse its token instead of refreshing again.
            const token = current && current !== sent ? current : await refreshSession(sent);
            return ky.retry({
              request: withBearer(request, token),
              delay: 0,
              code: 'TOKEN_REFRESHED',
            });
          }
        },
      ],
      beforeError: [
        ({ error, request }) => {
          if (error instanceof ApiError) return error;
          // A cancelled call (page left, query superseded) is not a failure: no notification.
          if (isAbort(error) || request.signal.aborted) return error;
          const status = isHTTPError(error) ? error.response.status : 0;
          const body = isHTTPError(error) ? parseErrorBody(error.data) : {};
          const text = isLoggedIn()
            ? body.message || UNKNOWN_ERROR_MESSAGE
            : anonymousErrorText(status, body.message, error.message);
          return new ApiError(text, status, body.errors);
        },
      ],
    },
  });

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
    const answerEndsRecord = !pageLifecycle.hiding;
    const record =
      method !== 'get' && (pageLifecycle.hiding || pageLifecycle.signingOut)
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
      body = await http(relativePath, {
        method,
        searchParams: cleanSearch(options.searchParams),
        json: options.json,
        signal: options.signal,
      }).json<unknown>();
      if (record && answerEndsRecord) forgetUnsent(record);
    } catch (error) {
      if (record && answerEndsRecord && endsUnsent(statusOf(error))) forgetUnsent(record);
      if (isAbort(error)) throw error;
      // A 2xx answer that is not JSON at all (e.g. an HTML page) breaks the contract like a wrong shape does.
      if (error instanceof SyntaxError) return unwrap(schema, undefined);
      throw asApiError(error);
    }
    return unwrap(schema, body);
  }

  /**
   * A file answer (CSV export…) through the same client, so token renewal and the error policy apply
   * to it as to any call. The name comes from Content-Disposition, else `fallbackName`.
   */
  async function download(
    path: string,
    options: { searchParams?: SearchParams; signal?: AbortSignal; fallbackName: string },
  ): Promise<DownloadedFile> {
    try {
      const response = await http(path.replace(/^\//, ''), {
        searchParams: cleanSearch(options.searchParams),
        signal: options.signal,
      });
      const blob = await response.blob();
      return {
        blob,
        name: fileNameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName,
      };
    } catch (error) {
      if (isAbort(error)) throw error;
      throw asApiError(error);
    }
  }

  const api = {
    download,
    get: <S extends z.core.$ZodType>(
      path: string,
      schema: S,
      options?: Omit<CallOptions, 'json'>,
    ) => apiCall('get', path, schema, options),
    post: <S extends z.core.$ZodType>(path: string, schema: S, json?: unknown) =>
      apiCall('post', path, schema, { json }),
    patch: <S extends z.core.$ZodType>(path: string, schema: S, json?: unknown) =>
      apiCall('patch', path, schema, { json }),
    delete: <S extends z.core.$ZodType>(path: string, schema: S) => apiCall('delete', path, schema),
  };

  /**
   * Sends again what `userId` wrote down as a page went away (unsent-decisions.ts). Only an answer
   * ends a decision's record: 2xx (it stands now) or 4xx (refused: already decided, gone). A 5xx or no
   * answer keeps it written down; resolves to how many are still waiting, so the page can say so.
   */
  async function resendUnsent(userId: number | undefined): Promise<number> {
    // A logged-out tab has no one to send them as: they wait for their user's next login.
    if (!isLoggedIn()) return 0;
    let waiting = 0;
    for (const call of takeUnsent(userId)) {
      try {
        await http(call.path, { method: call.method, json: call.json });
      } catch (error) {
        if (!endsUnsent(statusOf(error))) {
          rememberUnsent(call);
          waiting += 1;
        }
      }
    }
    return waiting;
  }

  return { http, api, refreshSession, resendUnsent };
}

export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** `attachment; filename*=UTF-8''%D0%B2…` (RFC 6266) or `filename="…"`; null when there is none. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** The app's one client (this tab's). */
export const { http, api, refreshSession, resendUnsent } = createApiClient();
