import { formatDay } from '@/shared/lib/day-range';
import type { ContributionsSearch } from './search';
import { listApiParams } from '@/contract/list';
import { contributionsListContract } from '@/contract/contributions';

// The browser's days and the range presets are the kit's (the audit page filters by them too).
export {
  addDays,
  dayEnd,
  dayOf,
  dayStart,
  periodPresets,
  type Period,
} from '@/shared/lib/local-day';
import { addDays, dayEnd, dayStart, type Period } from '@/shared/lib/local-day';

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
    status: listApiParams(contributionsListContract, search).status,
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
