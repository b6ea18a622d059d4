import { SESSION_ENDED_NOTICE, SESSION_EXPIRED_NOTICE } from './notice';

import {
  EXPIRED_JWT_MESSAGE,
  REFRESH_EXPIRED_MESSAGE,
  REFRESH_NOT_FOUND_MESSAGE,
} from '@/contract/session';

/**
 * The session messages of docs/product.md#error-catalogue, word for word: the contract's
 * (src/contract/session.ts).
 */
export { EXPIRED_JWT_MESSAGE, REFRESH_EXPIRED_MESSAGE, REFRESH_NOT_FOUND_MESSAGE };
export const UNKNOWN_ERROR_MESSAGE = 'Неизвестная ошибка';

export interface FailedCall {
  /** HTTP status; 0 when no response arrived (network error, timeout). */
  status: number;
  /** The server's `message`, when it sent one. */
  message?: string;
  /** The call was already retried after a refresh: never refresh twice for one call. */
  retried: boolean;
}

export type FailureDecision =
  { action: 'logout' } | { action: 'refresh' } | { action: 'fail'; notification: string };

/**
 * What to do with a failed call while logged in — docs/product.md#error-catalogue, rows in their
 * order. The first matching row wins, so a 403 carrying "Expired JWT Token" still logs out.
 */
export function decideOnFailure(call: FailedCall): FailureDecision {
  const { status, message } = call;
  if (
    message === REFRESH_EXPIRED_MESSAGE ||
    message === REFRESH_NOT_FOUND_MESSAGE ||
    status === 403
  ) {
    return { action: 'logout' };
  }
  if ((status === 401 || status === 420 || message === EXPIRED_JWT_MESSAGE) && !call.retried) {
    return { action: 'refresh' };
  }
  return { action: 'fail', notification: message || UNKNOWN_ERROR_MESSAGE };
}

/**
 * What the login page says after a logout of row 1 of docs/product.md#error-catalogue: a dead
 * refresh token means the session expired; a 403 carries the server's own word, if it sent one.
 */
export function logoutNotice(call: Pick<FailedCall, 'status' | 'message'>): string {
  if (call.message === REFRESH_EXPIRED_MESSAGE || call.message === REFRESH_NOT_FOUND_MESSAGE) {
    return SESSION_EXPIRED_NOTICE;
  }
  return call.message || SESSION_ENDED_NOTICE;
}

/** Not logged in (the login call): server message, else the error text, else `ERROR {status}`. */
export function anonymousErrorText(status: number, message?: string, errorText?: string): string {
  return message || errorText || `ERROR ${status}`;
}
