/*
 * Days are the browser's days: the URL holds calendar days (`2026-11-20`), the API gets the instants
 * where such a day starts and ends in the browser's time zone (docs/product.md#api-conventions:
 * dates shown in the browser's zone), so «today» means the administrator's today wherever the
 * server is.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function localMidnight(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
}

/** The instant the local day starts, as the API takes it. */
export function dayStart(day: string): string {
  return localMidnight(day).toISOString();
}

/** The last millisecond of the local day. */
export function dayEnd(day: string): string {
  return new Date(localMidnight(day, 1).getTime() - 1).toISOString();
}

export function addDays(day: string, days: number): string {
  return dayOf(localMidnight(day, days));
}

export interface Period {
  from: string;
  to: string;
}

/** The presets of the date range picker, ending today. */
export function periodPresets(today: string): Array<{ label: string; period: Period }> {
  return [
    { label: 'Сегодня', period: { from: today, to: today } },
    { label: '7 дней', period: { from: addDays(today, -6), to: today } },
    { label: '30 дней', period: { from: addDays(today, -29), to: today } },
    { label: 'Этот месяц', period: { from: `${today.slice(0, 8)}01`, to: today } },
  ];
}
