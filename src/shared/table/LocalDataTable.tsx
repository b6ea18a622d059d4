import type { DeepKeys } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from './DataTable';
import type { Order } from './list-search';
import { useLocalListState } from './useLocalListState';

type Value = string | number | boolean | null | undefined;

/** Rows ordered by one field: empty values last, whatever the direction. */
export function sortLocally<T>(rows: readonly T[], field: string, order: Order): T[] {
  const direction = order === 'asc' ? 1 : -1;
  const valueOf = (row: T) => (row as Record<string, Value>)[field];
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * direction;
  });
}

/**
 * The client-side mode of DataTable, for a small list that arrives whole (a record's nested list):
 * sorting and paging happen in the browser, their state stays in the component. Sortable columns
 * are named as the row's fields.
 */
export function LocalDataTable<T>({
  rows,
  sort,
  order = 'desc',
  limit,
  ...props
}: Omit<DataTableProps<T, string>, 'rows' | 'total' | 'state' | 'onStateChange'> & {
  rows: readonly T[] | undefined;
  /** The initial order: a field of the row. */
  sort: DeepKeys<T> & string;
  order?: Order;
  limit?: 10 | 20 | 50 | 100;
}) {
  const list = useLocalListState<string>(sort, order, limit);
  const { page, limit: size } = list.state;
  const sorted = rows && sortLocally(rows, list.state.sort, list.state.order);
  const pageRows = sorted?.slice((page - 1) * size, page * size);
  return (
    <DataTable
      {...props}
      rows={pageRows}
      total={rows?.length}
      state={list.state}
      onStateChange={list.change}
    />
  );
}
