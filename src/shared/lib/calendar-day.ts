/* Apart from day-range.ts: the URL schemas of the initial bundle need this one function alone. */

/** Whether the numbers name a real calendar day (no 31 February). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}
