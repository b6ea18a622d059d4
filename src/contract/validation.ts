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

/**
 * Control characters other than tab and line breaks, and halves of a surrogate pair: no text a person
 * types holds them, and a store or a CSV reader downstream may choke on them.
 */
const FORBIDDEN_CHARACTERS = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Текст содержит недопустимые символы';

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN_CHARACTERS.test(text);

/**
 * What a text may start or end with and still be the same text: whitespace, and invisible format
 * characters (zero-width spaces and joiners, direction marks, the BOM).
 */
const EDGE_INVISIBLE = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * The checks every text field starts with: no forbidden characters, then trimmed of whitespace and
 * invisible characters, so a text of nothing else («\u200b\u200b») is empty and says so.
 */
export function textChecks() {
  return [
    z.refine<string>((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE),
    z.overwrite((value: string) => value.replace(EDGE_INVISIBLE, '')),
  ] as const;
}

/** A required text field: whitespace-only (or invisible-only) counts as empty. */
export const requiredString = z.string().check(...textChecks(), z.minLength(1, EMPTY_MESSAGE));

export const emailField = z
  .string()
  .check(...textChecks(), z.minLength(1, EMPTY_MESSAGE), z.regex(EMAIL_PATTERN, EMAIL_MESSAGE));
