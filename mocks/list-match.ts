import type { ListContract, ListFilterSpec } from '@/contract/list';
import { matchesSearch, type ContractFilters, type DateSpan, type Filters } from './list';

/**
 * The filters of a contract whose value a row does not hold under the filter's own name (a day or a
 * share filter names the row's field it bounds).
 */
type NotOnRow<Row, F> = {
  [N in keyof F]: F[N] extends { field: string } ? never : N extends keyof Row ? never : N;
}[keyof F];

type FilterReaders<Row, F> = { [N in keyof F]?: (row: Row) => unknown };

/**
 * How a list's rows answer its contract: the texts its search looks in and, where a row does not hold
 * a filter's value under the filter's name, how to read it (a status derived from dates, a count of
 * complaints, the ids of a user's roles). Required for exactly those filters, so a filter added to a
 * contract either is filtered on the row's field of its name or fails typecheck until it is read.
 */
export type RowReading<Row, F> = {
  search: (row: Row) => ReadonlyArray<string | null | undefined>;
} & FilterFields<Row, F>;

/** The `fields` of a `RowReading`: required when a filter is not on the row under its name. */
export type FilterFields<Row, F> = [NotOnRow<Row, F>] extends [never]
  ? { fields?: FilterReaders<Row, F> }
  : { fields: FilterReaders<Row, F> & { [N in NotOnRow<Row, F>]-?: (row: Row) => unknown } };

/**
 * Whether a row is in a list's filters and search, as its contract (src/contract/*-list.ts) describes
 * them: every filter the query names holds (an id filter read as several ids holds when one of them
 * is the value; a day filter bounds its contract's date field from or to that day, a share filter its
 * share field from below), and the search is
 * in one of the row's texts. The list's answer and its queue's next item use the same.
 */
export function rowMatcher<Row, F extends Record<string, ListFilterSpec>>(
  contract: ListContract<readonly [string, ...string[]], F>,
  query: { filters: Filters<ContractFilters<F>>; search: string },
  reading: RowReading<Row, F>,
): (row: Row) => boolean {
  const readers: FilterReaders<Row, F> = reading.fields ?? {};
  const tests = Object.entries(contract.filters).flatMap(([name, spec]) => {
    const wanted: unknown = query.filters[name];
    if (wanted === undefined) return [];
    const own = 'field' in spec ? spec.field : name;
    const read = readers[name] ?? ((row: Row) => (row as Record<string, unknown>)[own]);
    return [(row: Row) => holds(spec, read(row), wanted)];
  });
  return (row) =>
    tests.every((test) => test(row)) && matchesSearch(query.search, ...reading.search(row));
}

function holds(spec: ListFilterSpec, value: unknown, wanted: unknown): boolean {
  if (spec.kind === 'day') {
    const at = Date.parse(String(value));
    const { start, end } = wanted as DateSpan;
    return spec.end === 'from' ? at >= start : at <= end;
  }
  if (spec.kind === 'shareFrom') return typeof value === 'number' && value >= (wanted as number);
  return Array.isArray(value) ? value.includes(wanted) : value === wanted;
}
