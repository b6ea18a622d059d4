import type { ConflictFacts } from '@/contract/conflicts';

/** A change sent to the server, as it can be sent again: `POST videos/5/approve` and its body. */
export interface SentCall {
  method: string;
  /** Relative to the API base. */
  path: string;
  json?: unknown;
}

/**
 * A failed API call as the UI sees it: status, the server's message, 422 field errors, and the facts
 * a 409 carries (who holds the item, who decided it and when), read as fields, never from the text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly facts: ConflictFacts;
  /** The change that failed (not set for reads): what sending it again takes. */
  call?: SentCall;

  constructor(
    message: string,
    status: number,
    fieldErrors: Record<string, string> = {},
    facts: ConflictFacts = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.facts = facts;
  }
}

/** Thrown into calls that fail because the session ended; the page is reloading by then. */
export class SessionEndedError extends ApiError {
  constructor() {
    super('Сессия завершена', 401);
    this.name = 'SessionEndedError';
  }
}

export const MALFORMED_RESPONSE_MESSAGE = 'Сервер вернул данные в неожиданном формате';

/**
 * A failure that sending the same call again may cure: no answer (network, timeout) or a 5xx. A
 * refusal (4xx) stays one; an ended session is not sent again.
 */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    !(error instanceof SessionEndedError) &&
    (error.status === 0 || error.status >= 500)
  );
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
