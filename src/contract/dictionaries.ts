/**
 * Dictionary rules the panel and the server share (the mock checks with them); the field rules the
 * forms check too are in src/shared/lib/dictionary-fields.ts.
 *
 * A dictionary's names are unique: two entries a moderator cannot tell apart in a select are one
 * entry too many. Uniqueness needs the other entries, so the server checks it (422 on the name field,
 * which the form shows under it).
 */
export const CATEGORY_NAME_TAKEN_MESSAGE = 'Категория с таким названием уже есть';
export const REASON_TITLE_TAKEN_MESSAGE = 'Причина с таким названием уже есть';

/** The same name, whatever the case and the spaces around it: «Танцы» and « танцы ». */
export function sameDictionaryName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('ru') === b.trim().toLocaleLowerCase('ru');
}
