import ky, { isHTTPError, type KyRequest } from 'ky';
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
import { isAbort, parseErrorBody, readErrorBody } from './responses';

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
export const createHttp = (
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
