import * as z from 'zod/mini';
import { EMPTY_MESSAGE, trimmedText } from './validation';

/**
 * What the two dictionaries (categories, complaint reasons; categories.ts, complaint-reasons.ts) share:
 * the field rules the forms check and the mock answers 422 with, and the rule that names are unique.
 *
 * A dictionary's names are unique: two entries a moderator cannot tell apart in a select are one
 * entry too many. Uniqueness needs the other entries, so the server checks it (422 on the name field,
 * which the form shows under it).
 */
export const DICTIONARY_NAME_MAX = 100;
export const DICTIONARY_DESCRIPTION_MAX = 1000;

/** Lowercase latin letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const SLUG_MESSAGE = 'Только строчные латинские буквы, цифры и дефис';
export const SORT_ORDER_MESSAGE = 'Порядок: целое число не меньше 0';
export const FLAG_MESSAGE = 'Ожидается true или false';

/** A required name or title, trimmed; `label` names it in the length message. */
export const dictionaryNameField = (label: string) =>
  trimmedText({
    max: DICTIONARY_NAME_MAX,
    messages: {
      empty: EMPTY_MESSAGE,
      long: `${label}: не длиннее ${DICTIONARY_NAME_MAX} символов`,
    },
  });

export const slugField = trimmedText({
  max: DICTIONARY_NAME_MAX,
  messages: { empty: EMPTY_MESSAGE, long: `Slug: не длиннее ${DICTIONARY_NAME_MAX} символов` },
}).check(z.regex(SLUG_PATTERN, SLUG_MESSAGE));

export const dictionaryDescriptionField = trimmedText({
  max: DICTIONARY_DESCRIPTION_MAX,
  messages: {
    type: 'Описание должно быть текстом',
    long: `Описание: не длиннее ${DICTIONARY_DESCRIPTION_MAX} символов`,
  },
});

export const sortOrderField = z.int(SORT_ORDER_MESSAGE).check(z.nonnegative(SORT_ORDER_MESSAGE));

export const activeField = z.boolean(FLAG_MESSAGE);

/** The same name, whatever the case and the spaces around it: «Танцы» and « танцы ». */
export function sameDictionaryName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('ru') === b.trim().toLocaleLowerCase('ru');
}
