import * as z from 'zod/mini';

/** The texts of docs/product.md#validation, word for word. */
export const EMPTY_MESSAGE = 'Поле не должно быть пустым';
export const EMAIL_MESSAGE = 'Некорректный email адрес';
export const CODE_MISMATCH_MESSAGE = 'Код должен совпадать';

/** text, @, text, a dot, text — no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/*
 * The two general rules (docs/product.md#general-validation-rules). No form of the panel uses them
 * yet, but they and their message are part of the product's rules, so they stay here, tested, for
 * the first form that does.
 */

/** The truthy check: any falsy value (empty string, 0, null, undefined, false) is "empty". */
export function truthy(value: unknown): string | null {
  return value ? null : EMPTY_MESSAGE;
}

/** The code-match check, e.g. a confirmation code typed twice. */
export function codesMatch(code: string, repeated: string): string | null {
  return code === repeated ? null : CODE_MISMATCH_MESSAGE;
}

/** A required text field: whitespace-only counts as empty. */
export const requiredString = z.string().check(z.trim(), z.minLength(1, EMPTY_MESSAGE));

export const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, EMPTY_MESSAGE), z.regex(EMAIL_PATTERN, EMAIL_MESSAGE));
