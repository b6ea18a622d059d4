import * as z from 'zod/mini';

/** SPEC §5 texts, word for word. */
export const EMPTY_MESSAGE = 'Поле не должно быть пустым';
export const EMAIL_MESSAGE = 'Некорректный email адрес';
export const CODE_MISMATCH_MESSAGE = 'Код должен совпадать';

/** text, @, text, a dot, text — no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/*
 * SPEC §5's two general rules. No form of the panel uses them yet («where they apply is not shown»),
 * but SPEC defines them and their message, so they stay here, tested, for the first form that does.
 */

/** SPEC §5 truthy check: any falsy value (empty string, 0, null, undefined, false) is "empty". */
export function truthy(value: unknown): string | null {
  return value ? null : EMPTY_MESSAGE;
}

/** SPEC §5 code-match check, e.g. a confirmation code typed twice. */
export function codesMatch(code: string, repeated: string): string | null {
  return code === repeated ? null : CODE_MISMATCH_MESSAGE;
}

/** A required text field: whitespace-only counts as empty. */
export const requiredString = z.string().check(z.trim(), z.minLength(1, EMPTY_MESSAGE));

export const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, EMPTY_MESSAGE), z.regex(EMAIL_PATTERN, EMAIL_MESSAGE));
