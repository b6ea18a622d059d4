import ky, { isHTTPError, type KyRequest } from 'ky';
import type * as z from 'zod/mini';
import { apiBase } from '../config';
import {
  anonymousErrorText,
  decideOnFailure,
  logoutNotice,
  UNKNOWN_ERROR_MESSAGE,
} from '../session/policy';
import type { PageLifecycle } from '../lifecycle/page-lifecycle';
import { getAccessToken, isLoggedIn } from '../session/tokens';
import { ApiError, SessionEndedError } from './errors';
import { asApiError, isAbort, parseErrorBody, readErrorBody, unwrap } from './responses';

function bearerOf(request: Request): string | undefined {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined;
}

function withBearer(request: KyRequest, token: string | undefined): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

/**
 * A client's ky instance: bearer token on every call, the error policy
 * (docs/product.md#error-policy) on every failure, a call refused for its token sent once more with
 * the one `refreshSession` renews.
 */
const createHttp = (
  refreshSession: (failedAccessToken?: string) => Promise<string>,
  lifecycle: PageLifecycle,
) =>
  ky.create({
    prefix: apiBase(),
    timeout: 30_000,
    // Only forced retries (after a token refresh) happen, and at most one per call.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (lifecycle.leaving) throw new SessionEndedError();
          const token = getAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The browser finishes the call after the page is gone.
          if (lifecycle.hiding) return new Request(request, { keepalive: true });
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
            lifecycle.logout(logoutNotice({ status: response.status, message }));
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
          return new ApiError(text, status, body.errors, body.facts);
        },
      ],
    },
  });

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
 * that failure in place. Transport only: whose calls these are, and which of them are written down,
 * are the session's (session.ts, unsent-journal.ts). Each session has one; tests make two sessions
 * to play two tabs on one cookie jar.
 */
export function createApiClient({
  lifecycle,
  locks = browserLocks(),
}: {
  lifecycle: PageLifecycle;
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
    } catch (error) {
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
    put: <S extends z.core.$ZodType>(path: string, schema: S, json?: unknown) =>
      apiCall('put', path, schema, { json }),
    delete: <S extends z.core.$ZodType>(path: string, schema: S) => apiCall('delete', path, schema),
  };

  return { http, api, refreshSession };
}

/** A session's HTTP client. */
export type ApiClient = ReturnType<typeof createApiClient>;
