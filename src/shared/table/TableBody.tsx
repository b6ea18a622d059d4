import { Checkbox, Skeleton, Table } from '@mantine/core';
import { flexRender, type Table as TableModel } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../ui/states';
import { shrinkStyle } from './column-meta';

/** Keeps the keyboard's row in view as it moves (jsdom has no scrolling: guarded). */
function scrollIntoView(element: HTMLTableRowElement | null) {
  element?.scrollIntoView?.({ block: 'nearest' });
}

/** The rows, or in their place what there is: the error, skeleton rows while loading, the empty state. */
export function TableBody<T>({
  table,
  hasRows,
  colSpan,
  skeletonRows,
  isLoading,
  error,
  onRetry,
  emptyTitle,
  emptyHint,
  selectable,
  onRowClick,
  onRowIntent,
  activeRowId,
  scrollToActiveRow,
}: {
  table: TableModel<T>;
  /** Rows have arrived (maybe none): loading and errors no longer replace them. */
  hasRows: boolean;
  colSpan: number;
  skeletonRows: number;
  isLoading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  emptyTitle: string;
  emptyHint?: ReactNode;
  selectable: boolean;
  onRowClick?: (row: T) => void;
  onRowIntent?: (row: T) => void;
  /** The row the keyboard queue is on (useKeyboardQueue): outlined. */
  activeRowId?: string | null;
  /** Keep the active row in view (the keyboard has moved it). */
  scrollToActiveRow?: boolean;
}) {
  const rows = table.getRowModel().rows;
  const wholeRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>{content}</Table.Td>
    </Table.Tr>
  );
  if (error && !hasRows) return wholeRow(<ErrorState message={error.message} onRetry={onRetry} />);
  if (isLoading && !hasRows)
    return Array.from({ length: skeletonRows }, (_, index) => (
      <Table.Tr key={index} data-testid="skeleton-row">
        {Array.from({ length: colSpan }, (__, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={16} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  if (rows.length === 0) return wholeRow(<EmptyState title={emptyTitle}>{emptyHint}</EmptyState>);
  return rows.map((row) => (
    <Table.Tr
      key={row.id}
      data-selected={row.getIsSelected() || undefined}
      data-active={row.id === activeRowId || undefined}
      aria-current={row.id === activeRowId || undefined}
      ref={scrollToActiveRow && row.id === activeRowId ? scrollIntoView : undefined}
      style={onRowClick ? { cursor: 'pointer' } : undefined}
      onClick={(event) => {
        // Clicks on controls inside the row (links, buttons, menus, checkboxes) keep their own meaning.
        if ((event.target as HTMLElement).closest('a, button, input, [role="menuitem"], label'))
          return;
        onRowClick?.(row.original);
      }}
      onMouseEnter={() => onRowIntent?.(row.original)}
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
