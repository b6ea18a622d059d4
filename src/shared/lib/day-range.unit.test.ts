import { describe, expect, it } from 'vitest';
import {
  DAY_RANGE_FORMAT_MESSAGE,
  DAY_RANGE_ORDER_MESSAGE,
  formatDayRange,
  parseDay,
  parseDayRange,
} from './day-range';

describe('typed day ranges', () => {
  it('reads two days with any dash or a space between, and one day as that day', () => {
    const range = { ok: true, range: { from: '2026-11-10', to: '2026-11-15' } };
    expect(parseDayRange('10.11.2026 – 15.11.2026')).toEqual(range);
    expect(parseDayRange('10.11.2026-15.11.2026')).toEqual(range);
    expect(parseDayRange(' 10.11.2026 — 15.11.2026 ')).toEqual(range);
    expect(parseDayRange('10.11.2026 15.11.2026')).toEqual(range);
    expect(parseDayRange('1.2.2026')).toEqual({
      ok: true,
      range: { from: '2026-02-01', to: '2026-02-01' },
    });
    expect(parseDayRange('')).toEqual({ ok: true, range: {} });
  });

  it('keeps an open end open, as the range is shown', () => {
    expect(parseDayRange(formatDayRange({ from: '2026-11-10' }))).toEqual({
      ok: true,
      range: { from: '2026-11-10', to: undefined },
    });
    expect(parseDayRange(formatDayRange({ to: '2026-11-15' }))).toEqual({
      ok: true,
      range: { from: undefined, to: '2026-11-15' },
    });
    expect(formatDayRange({ from: '2026-11-10', to: '2026-11-15' })).toBe(
      '10.11.2026 – 15.11.2026',
    );
  });

  it('never makes a range of half-typed text, a day that does not exist or reversed ends', () => {
    const format = { ok: false, error: DAY_RANGE_FORMAT_MESSAGE };
    for (const text of [
      '10.11.2026 – 15.1',
      '10.11.20',
      '31.02.2026',
      '10.13.2026',
      '–',
      'вчера',
      '1.1.2026 – 2.1.2026 – 3.1.2026',
    ]) {
      expect(parseDayRange(text), text).toEqual(format);
    }
    expect(parseDayRange('15.11.2026 – 10.11.2026')).toEqual({
      ok: false,
      error: DAY_RANGE_ORDER_MESSAGE,
    });
    expect(DAY_RANGE_FORMAT_MESSAGE).toBe('Введите даты как 10.11.2026 – 15.11.2026');
    expect(DAY_RANGE_ORDER_MESSAGE).toBe('Начало периода позже его конца');
    expect(parseDay('29.02.2028')).toBe('2028-02-29');
    expect(parseDay('29.02.2026')).toBeNull();
  });
});
