import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

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
