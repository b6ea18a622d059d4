import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import { shrinkStyle } from './column-meta';
import { Table } from './plain-table';
import { SelectionBox } from './SelectionBox';
import type { RowData, TableModel } from './table-model';
import type { Order } from './list-search';

interface TableHeadProps<T extends RowData, Sort extends string> {
  /**
   * The table's model: a new wrapper on every render of the table, whose methods read the one
   * table's current state, so it is not compared (the props below are what the headers show).
   */
  table: TableModel<T>;
  /** The columns drawn. */
  columns: readonly unknown[];
  selectable: boolean;
  /** The page's selection as the «all» box shows it. */
  selection: 'all' | 'some' | 'none';
  sort: Sort;
  order: Order;
  onSort: (id: Sort) => void;
}

/**
 * Column headers: sortable ones are buttons that say their order (`aria-sort`). Memoised on what it
 * shows: a decision or a key press in the rows does not draw the headers again.
 */
export const TableHead = memo(
  function TableHead<T extends RowData, Sort extends string>({
    table,
    selectable,
    selection,
    sort,
    order,
    onSort,
  }: TableHeadProps<T, Sort>) {
    return (
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {selectable && (
              <Table.Th w={40}>
                <SelectionBox
                  label="Выбрать все на странице"
                  checked={selection === 'all'}
                  indeterminate={selection === 'some'}
                  onChange={table.getToggleAllRowsSelectedHandler()}
                />
              </Table.Th>
            )}
            {group.headers.map((header) => {
              const text = flexRender(header.column.columnDef.header, header.getContext());
              const label = header.column.columnDef.meta?.hiddenHeader ? (
                <VisuallyHidden>{text}</VisuallyHidden>
              ) : (
                text
              );
              // A visually hidden header is absolutely placed: its cell is where it is placed, so the
              // table's scroll box clips it (else it widens the page on a phone).
              const style = header.column.columnDef.meta?.hiddenHeader
                ? { ...shrinkStyle(header.column.columnDef.meta), position: 'relative' as const }
                : shrinkStyle(header.column.columnDef.meta);
              if (!header.column.columnDef.meta?.sortable)
                return (
                  <Table.Th key={header.id} style={style}>
                    {label}
                  </Table.Th>
                );
              const active = sort === header.column.id;
              const Icon = !active
                ? IconArrowsSort
                : order === 'desc'
                  ? IconArrowDown
                  : IconArrowUp;
              return (
                <Table.Th
                  key={header.id}
                  style={style}
                  aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : 'none'}
                >
                  <UnstyledButton onClick={() => onSort(header.column.id as Sort)} fw={700} fz="sm">
                    <Group gap={2} wrap="nowrap">
                      {label}
                      <Icon size={13} opacity={active ? 1 : 0.4} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Thead>
    );
  },
  (before, after) =>
    before.columns === after.columns &&
    before.selectable === after.selectable &&
    before.selection === after.selection &&
    before.sort === after.sort &&
    before.order === after.order &&
    before.onSort === after.onSort,
) as <T extends RowData, Sort extends string>(props: TableHeadProps<T, Sort>) => ReactNode;
