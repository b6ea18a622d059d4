import { isHTTPError } from 'ky';
import * as z from 'zod/mini';
import { UNKNOWN_ERROR_MESSAGE } from '../session/policy';
import { isLoggedIn } from '../session/tokens';
import { ApiError, MALFORMED_RESPONSE_MESSAGE } from './errors';
import { conflictFactsSchema, type ConflictFacts } from '@/contract/conflicts';

const errorBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
});
type ErrorBody = z.infer<typeof errorBodySchema> & { facts?: ConflictFacts };

/** The contract's error body (src/contract/conflicts.ts), read leniently: what parses is kept. */
export function parseErrorBody(data: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(data);
  const facts = conflictFactsSchema.safeParse(data);
  return {
    ...(parsed.success ? parsed.data : {}),
    ...(facts.success ? { facts: facts.data } : {}),
  };
}

export async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    return parseErrorBody(await response.clone().json());
  } catch {
    return {};
  }
}

/** The HTTP status a failed call was answered with; 0 when there was no answer. */
export function statusOf(error: unknown): number {
  if (isHTTPError(error)) return error.response.status;
  return error instanceof ApiError ? error.status : 0;
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Network failures that never reached beforeError as ApiError still become one. */
export function asApiError(error: unknown): ApiError {
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
export function unwrap<S extends z.core.$ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = z.object({ result: schema }).safeParse(body);
  if (!parsed.success) {
    console.error('Malformed API response', z.prettifyError(parsed.error));
    throw new ApiError(MALFORMED_RESPONSE_MESSAGE, 200);
  }
  return (parsed.data as { result: z.infer<S> }).result;
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
