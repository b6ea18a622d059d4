import ky, { isHTTPError, type KyRequest } from 'ky';
import * as z from 'zod/mini';
import { apiBase } from '../config';
import { anonymousErrorText, decideOnFailure, UNKNOWN_ERROR_MESSAGE } from '../session/policy';
import { logout } from '../session/session';
import { getAccessToken, getRefreshToken, isLoggedIn, storeTokens } from '../session/tokens';
import { ApiError, MALFORMED_RESPONSE_MESSAGE, SessionEndedError } from './errors';
import { tokenPairSchema } from './schemas';

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

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Single-flight refresh: every call failing meanwhile waits for the same `POST /auth {refreshToken}`.
 * A failed refresh ends the session (SPEC §4).
 */
export function refreshSession(): Promise<string> {
  refreshInFlight ??= (async () => {
    try {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new SessionEndedError();
      const body = await ky
        .post(`${apiBase()}/auth`, { json: { refreshToken }, retry: 0 })
        .json<unknown>();
      const tokens = z.object({ result: tokenPairSchema }).parse(body).result;
      storeTokens(tokens);
      return tokens.accessToken;
    } catch {
      logout();
      throw new SessionEndedError();
    }
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * The one HTTP client: bearer token on every call, SPEC §8 policy on every failure. It decides what a
 * failure is called (an ApiError with the text to show); the query cache decides whether to show it
 * (query-client.ts), since only it knows whether the page already shows that failure in place.
 */
export const http = ky.create({
  prefix: apiBase(),
  timeout: 30_000,
  // Only forced retries (after a token refresh) happen, and at most one per call.
  retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getAccessToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount }) => {
        if (response.ok || !isLoggedIn()) return;
        const { message } = await readErrorBody(response);
        const decision = decideOnFailure({
          status: response.status,
          message,
          retried: retryCount > 0,
        });
        if (decision.action === 'logout') {
          logout();
          throw new SessionEndedError();
        }
        if (decision.action === 'refresh') {
          const current = getAccessToken();
          // A refresh finished while this call was on the wire: reuse its token instead of refreshing again.
          const token = current && current !== bearerOf(request) ? current : await refreshSession();
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

export async function apiCall<S extends z.core.$ZodType>(
  method: Method,
  path: string,
  schema: S,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await http(path.replace(/^\//, ''), {
      method,
      searchParams: cleanSearch(options.searchParams),
      json: options.json,
      signal: options.signal,
    }).json<unknown>();
  } catch (error) {
    if (isAbort(error)) throw error;
    // A 2xx answer that is not JSON at all (e.g. an HTML page) breaks the contract like a wrong shape does.
    if (error instanceof SyntaxError) return unwrap(schema, undefined);
    throw asApiError(error);
  }
  return unwrap(schema, body);
}

export const api = {
  get: <S extends z.core.$ZodType>(path: string, schema: S, options?: Omit<CallOptions, 'json'>) =>
    apiCall('get', path, schema, options),
  post: <S extends z.core.$ZodType>(path: string, schema: S, json?: unknown) =>
    apiCall('post', path, schema, { json }),
  patch: <S extends z.core.$ZodType>(path: string, schema: S, json?: unknown) =>
    apiCall('patch', path, schema, { json }),
  delete: <S extends z.core.$ZodType>(path: string, schema: S) => apiCall('delete', path, schema),
};
