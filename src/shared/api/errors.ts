/** A failed API call as the UI sees it: status, the server's message, and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, status: number, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
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
