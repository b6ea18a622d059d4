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

/** What a text field says when it breaks one of its rules. */
export interface TextMessages {
  /** Not text at all (a number, null, left out of a body); `empty` when not given, else zod's own. */
  type?: string;
  /** Empty once trimmed. Given: the field is required. */
  empty?: string;
  /** Shorter than `min`; `empty` when not given. */
  short?: string;
  /** Longer than `max`. */
  long?: string;
}

/**
 * A text field, in every form and body of the API: no forbidden characters, then trimmed of
 * whitespace and invisible characters (so a text of nothing else, «\u200b\u200b», is empty and says
 * so), then required (`messages.empty`), at least `min` and at most `max` characters. A field with
 * one more rule adds it: `trimmedText(…).check(z.regex(…))`.
 */
export function trimmedText({
  min,
  max,
  messages = {},
}: { min?: number; max?: number; messages?: TextMessages } = {}) {
  const lengths: z.core.$ZodCheck<string>[] = [];
  if (messages.empty !== undefined) lengths.push(z.minLength(1, messages.empty));
  if (min !== undefined) lengths.push(z.minLength(min, messages.short ?? messages.empty));
  if (max !== undefined) lengths.push(z.maxLength(max, messages.long));
  return z.string(messages.type ?? messages.empty).check(
    z.refine<string>((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE),
    z.overwrite((value: string) => value.replace(EDGE_INVISIBLE, '')),
    ...lengths,
  );
}

/** A required text field: whitespace-only (or invisible-only) counts as empty. */
export const requiredString = trimmedText({ messages: { empty: EMPTY_MESSAGE } });

export const emailField = trimmedText({ messages: { empty: EMPTY_MESSAGE } }).check(
  z.regex(EMAIL_PATTERN, EMAIL_MESSAGE),
);
