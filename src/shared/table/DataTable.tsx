import {
  Anchor,
  Box,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useEffect, useEffectEvent, type CSSProperties, type ReactNode } from 'react';
import { PAGE_SIZES } from '../api/schemas';
import { formatCount } from '../lib/format';
import { EmptyState, ErrorState } from '../ui/states';
import type { ListSearch } from './list-search';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** As narrow as its content, never wrapping: numbers, dates, badges, row actions. */
    shrink?: boolean;
    /** A number or a sum: aligned right, so digits line up. */
    numeric?: boolean;
  }
}

function shrinkStyle(meta: ColumnMeta<unknown, unknown> | undefined): CSSProperties | undefined {
  if (!meta?.shrink && !meta?.numeric) return undefined;
  return {
    ...(meta.shrink ? { width: '1%', whiteSpace: 'nowrap' } : {}),
    ...(meta.numeric ? { textAlign: 'right' } : {}),
  };
}

export interface DataTableProps<T, Sort extends string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  rows: T[] | undefined;
  total: number | undefined;
  state: Pick<ListSearch<Sort>, 'page' | 'limit' | 'sort' | 'order'>;
  onStateChange: (patch: Partial<ListSearch<Sort>>) => void;
  getRowId: (row: T) => string;
  isLoading: boolean;
  error?: Error | null;
  /** The rows on screen are older than they should be: their last refetch failed. */
  stale?: boolean;
  onRetry?: () => void;
  emptyTitle: string;
  emptyHint?: ReactNode;
  onRowClick?: (row: T) => void;
  /** Called when the pointer rests on a row: preload its detail. */
  onRowIntent?: (row: T) => void;
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** Rows that cannot be acted on (e.g. already handled) get no checkbox. */
  canSelectRow?: (row: T) => boolean;
  /** Accessible name of the table. */
  label: string;
  /** The row the keyboard queue is on (useKeyboardQueue): outlined and kept in view. */
  activeRowId?: string | null;
}

/** Keeps the keyboard's row in view as it moves (jsdom has no scrolling: guarded). */
function scrollIntoView(element: HTMLTableRowElement | null) {
  element?.scrollIntoView?.({ block: 'nearest' });
}

/** Server-side paginated, sortable table: TanStack Table for the model, Mantine for the look. */
export function DataTable<T, Sort extends string>(props: DataTableProps<T, Sort>) {
  const { columns, rows, total, state, onStateChange, isLoading, selection, onSelectionChange } =
    props;
  const selectable = Boolean(onSelectionChange);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns fresh functions by design.
  const table = useReactTable<T>({
    data: rows ?? [],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection:
      selectable && (props.canSelectRow ? (row) => props.canSelectRow!(row.original) : true),
    state: {
      sorting: [{ id: state.sort, desc: state.order === 'desc' }],
      rowSelection: selection ?? {},
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(selection ?? {}) : updater;
      onSelectionChange?.(next);
    },
    rowCount: total ?? 0,
  });

  const pages = Math.max(1, Math.ceil((total ?? 0) / state.limit));
  const pastTheEnd = rows !== undefined && total !== undefined && state.page > pages;
  const moveToPage = useEffectEvent((page: number) => onStateChange({ page }));
  useEffect(() => {
    // A page past the end (its last rows were just decided, or `?page=999` was typed) moves to the
    // last page that exists, so the pager, the URL and the rows agree.
    if (pastTheEnd) moveToPage(pages);
  }, [pastTheEnd, pages]);
  const colSpan = columns.length + (selectable ? 1 : 0);
  const tableRows = table.getRowModel().rows;

  function toggleSort(id: Sort) {
    if (state.sort === id)
      onStateChange({ order: state.order === 'desc' ? 'asc' : 'desc', page: 1 });
    else onStateChange({ sort: id, order: 'desc', page: 1 });
  }

  let body: ReactNode;
  if (props.error && !rows) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <ErrorState message={props.error.message} onRetry={props.onRetry} />
        </Table.Td>
      </Table.Tr>
    );
  } else if (isLoading && !rows) {
    body = Array.from({ length: Math.min(state.limit, 10) }, (_, index) => (
      <Table.Tr key={index} data-testid="skeleton-row">
        {Array.from({ length: colSpan }, (__, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={16} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (tableRows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <EmptyState title={props.emptyTitle}>{props.emptyHint}</EmptyState>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = tableRows.map((row) => (
      <Table.Tr
        key={row.id}
        data-selected={row.getIsSelected() || undefined}
        data-active={row.id === props.activeRowId || undefined}
        aria-current={row.id === props.activeRowId || undefined}
        ref={row.id === props.activeRowId ? scrollIntoView : undefined}
        style={props.onRowClick ? { cursor: 'pointer' } : undefined}
        onClick={(event) => {
          // Clicks on controls inside the row (links, buttons, menus, checkboxes) keep their own meaning.
          if ((event.target as HTMLElement).closest('a, button, input, [role="menuitem"], label'))
            return;
          props.onRowClick?.(row.original);
        }}
        onMouseEnter={() => props.onRowIntent?.(row.original)}
        bg={row.getIsSelected() ? 'var(--mantine-primary-color-light)' : undefined}
      >
        {selectable && (
          <Table.Td w={40}>
            <Checkbox
              aria-label="Выбрать строку"
              disabled={!row.getCanSelect()}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          </Table.Td>
        )}
        {row.getVisibleCells().map((cell) => (
          <Table.Td key={cell.id} style={shrinkStyle(cell.column.columnDef.meta)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Paper withBorder radius="md">
      {/* Fits the page down to 760 px; below that the table scrolls sideways. */}
      <Table.ScrollContainer minWidth={760} type="native">
        <Table
          highlightOnHover
          verticalSpacing="sm"
          horizontalSpacing="xs"
          aria-label={props.label}
          aria-busy={isLoading || undefined}
        >
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
                  if (!header.column.getCanSort())
                    return (
                      <Table.Th key={header.id} style={shrinkStyle(header.column.columnDef.meta)}>
                        {label}
                      </Table.Th>
                    );
                  const active = state.sort === header.column.id;
                  const Icon = !active
                    ? IconArrowsSort
                    : state.order === 'desc'
                      ? IconArrowDown
                      : IconArrowUp;
                  return (
                    <Table.Th
                      key={header.id}
                      style={shrinkStyle(header.column.columnDef.meta)}
                      aria-sort={
                        active ? (state.order === 'desc' ? 'descending' : 'ascending') : 'none'
                      }
                    >
                      <UnstyledButton
                        onClick={() => toggleSort(header.column.id as Sort)}
                        fw={700}
                        fz="sm"
                      >
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
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" p="sm" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="table-total">
            {total === undefined ? '\u00a0' : `Всего: ${formatCount(total)}`}
          </Text>
          {props.stale && rows && (
            <Text size="xs" c="orange.9">
              Не удалось обновить: показаны прежние данные.{' '}
              {props.onRetry && (
                <Anchor component="button" size="xs" onClick={props.onRetry}>
                  Повторить
                </Anchor>
              )}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          <Box>
            <Select
              aria-label="Строк на странице"
              size="xs"
              w={90}
              data={PAGE_SIZES.map(String)}
              value={String(state.limit)}
              allowDeselect={false}
              onChange={(value) =>
                value && onStateChange({ limit: Number(value) as ListSearch['limit'], page: 1 })
              }
            />
          </Box>
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => onStateChange({ page })}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Предыдущая страница' : 'Следующая страница',
            })}
          />
        </Group>
      </Group>
    </Paper>
  );
}
