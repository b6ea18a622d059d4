import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatMoneyShort,
  formatRate,
} from './format';

describe('dates: one style for lists and detail pages', () => {
  beforeAll(() => {
    // The browser's zone; set before the formatters are first built (they keep it).
    process.env.TZ = 'Europe/Moscow';
  });

  it('a date and time reads «19.11.2026, 21:31»', () => {
    expect(formatDateTime('2026-11-19T18:31:00Z')).toBe('19.11.2026, 21:31');
  });

  it('a day reads «31.10.2026»', () => {
    expect(formatDate('2026-10-31T12:00:00Z')).toBe('31.10.2026');
  });

  it('none is «—»', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });
});

describe('the hand-written forms are the ones Intl gives for ru-RU', () => {
  beforeAll(() => {
    process.env.TZ = 'Europe/Moscow';
  });

  const moments = [
    '2026-01-01T00:00:00Z',
    '2026-02-28T20:59:59Z',
    '2026-02-28T21:00:00Z',
    '2026-06-09T03:07:00Z',
    '2026-12-31T23:59:00Z',
    '1999-03-05T10:10:10.123Z',
  ];

  it('dates and times', () => {
    const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short' });
    for (const iso of moments) {
      expect(formatDateTime(iso)).toBe(dateTime.format(new Date(iso)));
      expect(formatDate(iso)).toBe(day.format(new Date(iso)));
    }
  });

  const numbers = [0, 1, 9, 10, 999, 1000, 1234, 9999, 10_000, 123_456, 1_000_000, 987_654_321];

  it('counts', () => {
    const count = new Intl.NumberFormat('ru-RU');
    for (const value of [...numbers, ...numbers.map((n) => -n).filter(Boolean)]) {
      expect(formatCount(value)).toBe(count.format(value));
    }
  });

  it('money, in kopecks', () => {
    const rub = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
    });
    const whole = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 0,
    });
    const sums = [...numbers, 1, 5, 50, 99, 101, 150_050, 123_456_789];
    for (const kopecks of [...sums, ...sums.map((n) => -n).filter(Boolean)]) {
      expect(formatMoney(kopecks)).toBe(rub.format(kopecks / 100));
      expect(formatMoneyShort(kopecks)).toBe(
        kopecks % 100 === 0 ? whole.format(kopecks / 100) : rub.format(kopecks / 100),
      );
    }
  });

  it('speeds', () => {
    // The panel's speeds and a few beyond them: the same digits as Number#toLocaleString('ru').
    for (const value of [
      0.25,
      0.5,
      0.75,
      1,
      1.25,
      1.5,
      1.75,
      2,
      2.5,
      3,
      0.1,
      1.0004,
      1 / 3,
      12.5,
    ]) {
      expect(formatRate(value)).toBe(value.toLocaleString('ru'));
    }
  });

  it('a text that is not a date reads «—», not an error', () => {
    expect(formatDateTime('вчера')).toBe('—');
    expect(formatDate('2026-13-45')).toBe('—');
  });
});

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(187)).toBe('3:07');
    expect(formatDuration(3600)).toBe('60:00');
  });
});
