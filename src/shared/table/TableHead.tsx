import { Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { flexRender, type Table as TableModel } from '@tanstack/react-table';
import { shrinkStyle } from './column-meta';
import type { Order } from './list-search';

/** Column headers: sortable ones are buttons that say their order (`aria-sort`). */
export function TableHead<T, Sort extends string>({
  table,
  selectable,
  sort,
  order,
  onSort,
}: {
  table: TableModel<T>;
  selectable: boolean;
  sort: Sort;
  order: Order;
  onSort: (id: Sort) => void;
}) {
  return (
    <Table.Thead>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {selectable && (
            <Table.Th w={40}>
              <Checkbox
                aria-label="Выбрать все на странице"
                checked={table.getIsAllRowsSelected()}
                indeterminate={table.getIsSomeRowsSelected()}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            </Table.Th>
          )}
          {group.headers.map((header) => {
            const label = flexRender(header.column.columnDef.header, header.getContext());
            const style = shrinkStyle(header.column.columnDef.meta);
            if (!header.column.getCanSort())
              return (
                <Table.Th key={header.id} style={style}>
                  {label}
                </Table.Th>
              );
            const active = sort === header.column.id;
            const Icon = !active ? IconArrowsSort : order === 'desc' ? IconArrowDown : IconArrowUp;
            return (
              <Table.Th
                key={header.id}
                style={style}
                aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : 'none'}
              >
                <UnstyledButton onClick={() => onSort(header.column.id as Sort)} fw={700} fz="sm">
                  <Group gap={4} wrap="nowrap">
                    {label}
                    <Icon size={14} opacity={active ? 1 : 0.4} />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            );
          })}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}
