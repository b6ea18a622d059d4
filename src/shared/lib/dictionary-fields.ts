import * as z from 'zod/mini';
import { EMPTY_MESSAGE } from './validation';

/*
 * Field rules of the dictionaries (categories, complaint reasons): the forms check them and the mock
 * backend answers 422 with the same messages, so a rule and its text live here once.
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
  z
    .string(EMPTY_MESSAGE)
    .check(
      z.trim(),
      z.minLength(1, EMPTY_MESSAGE),
      z.maxLength(DICTIONARY_NAME_MAX, `${label}: не длиннее ${DICTIONARY_NAME_MAX} символов`),
    );

export const slugField = z
  .string(EMPTY_MESSAGE)
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.maxLength(DICTIONARY_NAME_MAX, `Slug: не длиннее ${DICTIONARY_NAME_MAX} символов`),
    z.regex(SLUG_PATTERN, SLUG_MESSAGE),
  );

export const dictionaryDescriptionField = z
  .string('Описание должно быть текстом')
  .check(
    z.trim(),
    z.maxLength(
      DICTIONARY_DESCRIPTION_MAX,
      `Описание: не длиннее ${DICTIONARY_DESCRIPTION_MAX} символов`,
    ),
  );

export const sortOrderField = z.int(SORT_ORDER_MESSAGE).check(z.nonnegative(SORT_ORDER_MESSAGE));

export const activeField = z.boolean(FLAG_MESSAGE);
