/**
 * A range of calendar days typed as text: «10.11.2026 – 15.11.2026» (or one day, «10.11.2026»). Days are
 * `YYYY-MM-DD` strings, as the URL holds them.
 */

export interface DayRange {
  from?: string;
  to?: string;
}

export const DAY_RANGE_FORMAT_MESSAGE = 'Введите даты как 10.11.2026 – 15.11.2026';
export const DAY_RANGE_ORDER_MESSAGE = 'Начало периода позже его конца';

import { isCalendarDay } from './calendar-day';

const pad = (value: number) => String(value).padStart(2, '0');

/** «10.11.2026» → `2026-11-10`; anything else (half typed, 31.02.2026) → null. */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** `2026-11-10` → «10.11.2026». */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The text a range is shown as: «10.11.2026 – 15.11.2026», an open end left blank. */
export function formatDayRange({ from, to }: DayRange): string {
  if (!from && !to) return '';
  if (from && to) return `${formatDay(from)} – ${formatDay(to)}`;
  return from ? `${formatDay(from)} –` : `– ${formatDay(to!)}`;
}

export type ParsedDayRange = { ok: true; range: DayRange } | { ok: false; error: string };

/**
 * What was typed: empty → no range; one day → that day alone; two days with a dash (any of - – —) or
 * a space between → the range; a day and a dash alone → a range open at that end («10.11.2026 –»).
 * Half-typed text, a day that does not exist or an end before the start is an error, never a range.
 */
export function parseDayRange(text: string): ParsedDayRange {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, range: {} };
  const dashed = /^([^-–—]*)[-–—]([^-–—]*)$/.exec(trimmed);
  const parts = dashed ? [dashed[1]!.trim(), dashed[2]!.trim()] : trimmed.split(/\s+/);
  if (parts.length > 2 || parts.every((part) => !part)) {
    return { ok: false, error: DAY_RANGE_FORMAT_MESSAGE };
  }
  const days = parts.map((part) => (part ? parseDay(part) : undefined));
  if (days.includes(null)) return { ok: false, error: DAY_RANGE_FORMAT_MESSAGE };
  const from = days[0] ?? undefined;
  // One day alone is that day; a dash with nothing after it leaves the end open.
  const to = parts.length === 1 ? from : (days[1] ?? undefined);
  if (from && to && from > to) return { ok: false, error: DAY_RANGE_ORDER_MESSAGE };
  return { ok: true, range: { from, to } };
}
