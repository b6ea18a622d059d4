import { describe, expect, it } from 'vitest';
import {
  CODE_MISMATCH_MESSAGE,
  codesMatch,
  EMAIL_MESSAGE,
  emailField,
  EMPTY_MESSAGE,
  requiredString,
  trimmedText,
  truthy,
} from './validation';

/**
 * The texts of docs/product.md#validation are written out literally: changing one in validation.ts
 * must fail here.
 */
describe('validation texts, word for word', () => {
  it('exports the messages exactly', () => {
    expect(EMPTY_MESSAGE).toBe('Поле не должно быть пустым');
    expect(EMAIL_MESSAGE).toBe('Некорректный email адрес');
    expect(CODE_MISMATCH_MESSAGE).toBe('Код должен совпадать');
  });
});

describe('truthy', () => {
  it.each([
    ['', ''],
    ['0', 0],
    ['null', null],
    ['undefined', undefined],
    ['false', false],
    ['NaN', Number.NaN],
  ])('falsy %s → empty message', (_label, value) => {
    expect(truthy(value)).toBe('Поле не должно быть пустым');
  });

  it.each([
    ['text', 'a'],
    ['space', ' '],
    ['number', 1],
    ['true', true],
    ['object', {}],
    ['array', []],
  ])('truthy %s → no error', (_label, value) => {
    expect(truthy(value)).toBeNull();
  });
});

describe('codesMatch', () => {
  it('equal codes match', () => {
    expect(codesMatch('123456', '123456')).toBeNull();
  });

  it.each([
    ['123456', '123457'],
    ['123456', ''],
    ['123456', '123456 '],
    ['abc', 'ABC'],
  ])('%j vs %j → mismatch message', (code, repeated) => {
    expect(codesMatch(code, repeated)).toBe('Код должен совпадать');
  });
});

function issues(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('requiredString', () => {
  it.each(['', ' ', '   ', '\t\n'])('%j counts as empty', (value) => {
    const result = requiredString.safeParse(value);
    expect(result.success).toBe(false);
    expect(issues(result)[0]).toBe('Поле не должно быть пустым');
  });

  it('accepts text and trims it', () => {
    expect(requiredString.parse('  пароль  ')).toBe('пароль');
  });

  it('rejects non-strings', () => {
    expect(requiredString.safeParse(undefined).success).toBe(false);
    expect(requiredString.safeParse(123).success).toBe(false);
  });
});

describe('emailField', () => {
  it.each(['', '   '])('%j → the empty message comes first', (value) => {
    const result = emailField.safeParse(value);
    expect(result.success).toBe(false);
    expect(issues(result)[0]).toBe('Поле не должно быть пустым');
  });

  it.each(['admin', 'admin@host', 'a b@c.d', '@b.c', 'a@.c', 'a@b.', 'a@b c.d', 'a@@b.c'])(
    '%j → email message only',
    (value) => {
      const result = emailField.safeParse(value);
      expect(result.success).toBe(false);
      expect(issues(result)).toEqual(['Некорректный email адрес']);
    },
  );

  it.each([
    'admin@whowillwin.ru',
    'moderator@whowillwin.ru',
    'a@b.c',
    'ivan.petrov+test@mail.example.org',
  ])('%s (text, @, text, a character, text) is accepted', (value) => {
    expect(emailField.parse(value)).toBe(value);
  });

  it('accepts the admin login, trimmed', () => {
    expect(emailField.parse('admin@whowillwin.ru')).toBe('admin@whowillwin.ru');
    expect(emailField.parse('  a@b.c ')).toBe('a@b.c');
  });
});

describe('trimmedText', () => {
  const reason = trimmedText({
    min: 5,
    max: 10,
    messages: { empty: 'пусто', short: 'коротко', long: 'длинно', type: 'не текст' },
  });

  it.each([
    ['', 'пусто'],
    [' \u200b\t', 'пусто'],
    ['abc', 'коротко'],
    ['  abcd \u200b', 'коротко'],
    ['abcdefghijk', 'длинно'],
    ['abc\u0000def', 'Текст содержит недопустимые символы'],
    [42, 'не текст'],
  ])('%j → %s first', (value, message) => {
    expect(issues(reason.safeParse(value))[0]).toBe(message);
  });

  it('answers the text trimmed of whitespace and invisible characters', () => {
    expect(reason.parse('\u200b  пять букв\n')).toBe('пять букв');
  });

  it('takes an empty text unless an empty message makes it required; short says empty unless given', () => {
    const note = trimmedText({ max: 3, messages: { long: 'длинно' } });
    expect(note.parse('  ')).toBe('');
    const title = trimmedText({ min: 2, messages: { empty: 'пусто' } });
    expect(issues(title.safeParse('a'))).toEqual(['пусто']);
    expect(issues(title.safeParse(null))).toEqual(['пусто']);
  });
});
