/** Formatting for the ru locale, in the browser's time zone (docs/product.md#api-conventions). */

/*
 * Written out by hand rather than with `Intl`: building an `Intl.DateTimeFormat` costs ~100 ms of main
 * thread under a slow CPU (it loads the locale's patterns), and a list paid it before its first row.
 * The ru-RU forms are simple and fixed; format.unit.test.ts checks every one against `Intl` itself.
 */

const NBSP = '\u00a0';

const two = (value: number): string => String(value).padStart(2, '0');

/** A non-negative integer's digits in groups of three, as ru-RU writes them: «1 234 567». */
function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** The moment, or null when the text is not a date (it then reads «—» rather than throwing). */
function moment(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayText(date: Date): string {
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** «19.11.2026, 21:31» in the browser's time zone; «—» for none. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = moment(iso);
  return date ? `${dayText(date)}, ${two(date.getHours())}:${two(date.getMinutes())}` : '—';
}

/** «19.11.2026» in the browser's time zone; «—» for none. */
export function formatDate(iso: string | null | undefined): string {
  const date = moment(iso);
  return date ? dayText(date) : '—';
}

/** «1 234»; counts are whole numbers. */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  return `${whole < 0 ? '-' : ''}${grouped(Math.abs(whole))}`;
}

/** Money is integer kopecks: 150050 → «1 500,50 ₽». */
export function formatMoney(kopecks: number): string {
  const abs = Math.abs(Math.round(kopecks));
  const sign = kopecks < 0 && abs > 0 ? '-' : '';
  return `${sign}${grouped(Math.floor(abs / 100))},${two(abs % 100)}${NBSP}₽`;
}

/** A round sum without kopecks (`+500 ₽` in a bonus), else as `formatMoney`: «1 500,50 ₽». */
export function formatMoneyShort(kopecks: number): string {
  if (kopecks % 100 !== 0) return formatMoney(kopecks);
  const whole = Math.abs(kopecks / 100);
  return `${kopecks < 0 ? '-' : ''}${grouped(whole)}${NBSP}₽`;
}

/** A video's length: «3:07» (minutes, then seconds). */
export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** A playback speed as ru-RU writes a number: 1.5 → «1,5», 0.75 → «0,75» (up to three decimals). */
export function formatRate(value: number): string {
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  return `${value < 0 && rounded > 0 ? '-' : ''}${String(rounded).replace('.', ',')}`;
}
