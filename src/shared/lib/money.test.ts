import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { kopecksToRoubles, roublesToKopecks } from './money';

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
    expect(kopecksToRoubles(150050)).toBe(1500.5);
    expect(formatMoney(roublesToKopecks(1500.5)!)).toBe(formatMoney(150050));
  });

  it('round-trips every kopeck amount without drift', () => {
    const amounts: number[] = [];
    for (let k = 0; k <= 100_000; k += 1) amounts.push(k);
    for (let k = 0; k < 20_000; k += 1) amounts.push(10_000_000_000 - k, 123_456_789 + k * 97);
    const drifted = amounts.filter(
      (kopecks) =>
        roublesToKopecks(kopecksToRoubles(kopecks)) !== kopecks ||
        roublesToKopecks(String(kopecksToRoubles(kopecks)).replace('.', ',')) !== kopecks,
    );
    expect(drifted).toEqual([]);
  });
});
