import type { ConflictFacts } from '@/contract/conflicts';

/**
 * A failed API call as the UI sees it: status, the server's message, 422 field errors, and the facts
 * a 409 carries (who holds the item, who decided it and when), read as fields, never from the text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  readonly facts: ConflictFacts;

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

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
