import { formatDay } from '@/shared/lib/day-range';
import type { ContributionsSearch } from './search';

/*
 * Days are the browser's days: the URL holds calendar days (`2026-11-20`), the API gets the instants
 * where such a day starts and ends in the browser's time zone (PRODUCT §3: dates shown in the browser's
 * zone), so «today» means the administrator's today wherever the server is.
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

/** What the chart shows: the chosen range, an open end closed by today (or by the start), else 30 days. */
export function chartPeriod(
  search: Pick<ContributionsSearch, 'dateFrom' | 'dateTo'>,
  today: string,
): Period {
  const { dateFrom, dateTo } = search;
  if (dateFrom && dateTo) return { from: dateFrom, to: dateTo };
  if (dateFrom) return { from: dateFrom, to: dateFrom > today ? dateFrom : today };
  if (dateTo) return { from: addDays(dateTo, -29), to: dateTo };
  return { from: addDays(today, -29), to: today };
}

/**
 * The chart's title says which days it covers when they are not the filter's own: without a start
 * the total beside it is for all time (or up to the end), the chart for 30 days only.
 */
export function chartTitle(search: Pick<ContributionsSearch, 'dateFrom' | 'dateTo'>): string {
  if (search.dateFrom) return 'Взносы по дням';
  if (search.dateTo) return `Взносы по дням: последние 30 дней по ${formatDay(search.dateTo)}`;
  return 'Взносы по дням: последние 30 дней';
}

/** The list's filters as the API takes them (no paging, no sort): the export and the chart send these. */
export function filterParams(search: ContributionsSearch) {
  return {
    status: search.status === 'all' ? undefined : search.status,
    type: search.type,
    contestId: search.contestId,
    userId: search.userId,
    search: search.search,
    dateFrom: search.dateFrom ? dayStart(search.dateFrom) : undefined,
    dateTo: search.dateTo ? dayEnd(search.dateTo) : undefined,
  };
}

/** The list page's query: the filters plus paging and sort. */
export function listParams(search: ContributionsSearch) {
  return {
    ...filterParams(search),
    page: search.page,
    limit: search.limit,
    sort: search.sort,
    order: search.order,
  };
}
