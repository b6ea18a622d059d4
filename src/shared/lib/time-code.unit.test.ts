import { describe, expect, it } from 'vitest';
import { formatTimeCode, insertTimeCode, parseTimeCode, splitTimeCodes } from './time-code';

describe('time codes', () => {
  it('writes minutes and seconds, with hours only past an hour', () => {
    expect(formatTimeCode(0)).toBe('00:00');
    expect(formatTimeCode(83.9)).toBe('01:23');
    expect(formatTimeCode(599)).toBe('09:59');
    expect(formatTimeCode(3723)).toBe('1:02:03');
    expect(formatTimeCode(-4)).toBe('00:00');
    expect(formatTimeCode(Number.NaN)).toBe('00:00');
  });

  it('reads what it writes, and what people type', () => {
    for (const seconds of [0, 5, 83, 599, 3599, 3723]) {
      expect(parseTimeCode(formatTimeCode(seconds))).toBe(seconds);
    }
    expect(parseTimeCode('1:23')).toBe(83);
    expect(parseTimeCode('95:00')).toBe(5700);
    expect(parseTimeCode(' 02:05 ')).toBe(125);
    expect(parseTimeCode('1:75')).toBeNull();
    expect(parseTimeCode('01:23 и 02:00')).toBeNull();
    expect(parseTimeCode('abc')).toBeNull();
  });

  it('finds time codes in a reason, and leaves dates and longer numbers alone', () => {
    expect(splitTimeCodes('Мат на 01:23 и ещё раз на 2:05.')).toEqual([
      { text: 'Мат на ' },
      { text: '01:23', seconds: 83 },
      { text: ' и ещё раз на ' },
      { text: '2:05', seconds: 125 },
      { text: '.' },
    ]);
    expect(splitTimeCodes('(1:02:03)')).toEqual([
      { text: '(' },
      { text: '1:02:03', seconds: 3723 },
      { text: ')' },
    ]);
    for (const plain of ['Снято 12.05.2026', 'счёт 1:2', 'код 12:34:56:78', 'версия 1.12:30']) {
      expect(splitTimeCodes(plain)).toEqual([{ text: plain }]);
    }
    expect(splitTimeCodes('')).toEqual([]);
  });

  it('inserts a time code at the cursor, spaced from the words around it', () => {
    expect(insertTimeCode('', '01:23')).toEqual({ text: '01:23', cursor: 5 });
    expect(insertTimeCode('Реклама на', '01:23')).toEqual({
      text: 'Реклама на 01:23',
      cursor: 16,
    });
    expect(insertTimeCode('Реклама  видна', '00:40', 8)).toEqual({
      text: 'Реклама 00:40 видна',
      cursor: 13,
    });
    expect(insertTimeCode('наXX, дальше', '00:10', 2, 4)).toEqual({
      text: 'на 00:10, дальше',
      cursor: 8,
    });
  });
});
