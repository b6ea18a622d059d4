import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort } from './format';
import { parseRoubles, roublesInput, roublesText, roublesToKopecks } from './money';

describe('roubles typed ↔ kopecks', () => {
  it.each([
    ['1500,50', 150_050],
    ['1 500,50', 150_050],
    ['1\u00a0500.5', 150_050],
    ['0,01', 1],
    ['200', 20_000],
    ['  75 ₽ ', 7_500],
    ['0', 0],
    // Where 1500.55 * 100 is 155054.99999999997 in floating point.
    ['1500,55', 150_055],
    ['999999999,99', 99_999_999_999],
  ])('reads %j as %i kopecks', (text, kopecks) => {
    expect(parseRoubles(text)).toBe(kopecks);
  });

  it.each(['', '-5', '1,234', '12a', '1.2.3', ',50', 'пятьсот'])('refuses %j', (text) => {
    expect(parseRoubles(text)).toBeNull();
  });

  it('round-trips every kopeck amount through the input text', () => {
    for (const kopecks of [0, 1, 5, 10, 99, 100, 150_050, 150_055, 99_999_999_999]) {
      expect(parseRoubles(roublesInput(kopecks))).toBe(kopecks);
      expect(parseRoubles(formatMoney(kopecks))).toBe(kopecks);
    }
    expect(roublesInput(150_050)).toBe('1500,50');
    expect(roublesInput(20_000)).toBe('200');
  });

  it('writes a money field out as «1 500,50», round sums without kopecks', () => {
    expect(roublesText(150_050)).toBe('1 500,50');
    expect(roublesText(20_000)).toBe('200');
    expect(roublesText(99_999_999_999)).toBe('999 999 999,99');
    expect(roublesText(29)).toBe('0,29');
  });

  it('shows money as «1 500,50 ₽», and round sums short as «500 ₽»', () => {
    expect(formatMoney(150_050).replace(/\s/g, ' ')).toBe('1 500,50 ₽');
    expect(formatMoneyShort(50_000).replace(/\s/g, ' ')).toBe('500 ₽');
    expect(formatMoneyShort(150_050).replace(/\s/g, ' ')).toBe('1 500,50 ₽');
  });
});

describe('roubles ↔ kopecks', () => {
  it('converts the amounts people type', () => {
    expect(roublesToKopecks(1500.5)).toBe(150050);
    expect(roublesToKopecks('1500,50')).toBe(150050);
    expect(roublesToKopecks('1 500,5')).toBe(150050);
    expect(roublesToKopecks(0.29)).toBe(29);
    expect(roublesToKopecks(1.005)).toBeNull();
    expect(roublesToKopecks(0)).toBe(0);
    expect(roublesToKopecks('12.')).toBe(1200);
    expect(roublesToKopecks('-1')).toBeNull();
    expect(roublesToKopecks('')).toBeNull();
    expect(roublesToKopecks('abc')).toBeNull();
    expect(roublesToKopecks(Number.NaN)).toBeNull();
    expect(formatMoney(roublesToKopecks(1500.5)!)).toBe(formatMoney(150050));
  });

  it('round-trips every kopeck amount through the money field without drift', () => {
    const amounts: number[] = [];
    for (let k = 0; k <= 100_000; k += 1) amounts.push(k);
    for (let k = 0; k < 20_000; k += 1) amounts.push(10_000_000_000 - k, 123_456_789 + k * 97);
    const drifted = amounts.filter(
      (kopecks) =>
        roublesToKopecks(roublesText(kopecks)) !== kopecks ||
        roublesToKopecks(roublesText(kopecks).replace(',', '.')) !== kopecks,
    );
    expect(drifted).toEqual([]);
  });
});
