import { Paper } from '@mantine/core';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useCallback, useEffect, useEffectEvent, type ReactNode } from 'react';
import { setDensity, useDensity, type Density } from './density';
import type { ListSearch } from './list-search';
import { Table } from './plain-table';
import { TableBody } from './TableBody';
import { TableHead } from './TableHead';
import { TablePager } from './TablePager';

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
  /** The row the keyboard queue is on (useKeyboardQueue): outlined. */
  activeRowId?: string | null;
  /** The keyboard has moved the active row: it is scrolled into view. */
  scrollToActiveRow?: boolean;
  /**
   * The list's density until the user picks one under a table (then remembered for every list):
   * `compact` for the queues a moderator works through, `comfortable` elsewhere.
   */
  density?: Density;
}

/** Vertical padding of a cell per density: compact fits about twice the rows on a screen. */
const ROW_PADDING: Record<Density, number | 'sm'> = { compact: 3, comfortable: 'sm' };

/**
 * A paginated, sortable table of one page of rows: TanStack Table for the model, Mantine for the
 * look. The page, size and order are the caller's (a list's URL, or a nested table's useLocalListState).
 */
export function DataTable<T, Sort extends string>(props: DataTableProps<T, Sort>) {
  const { columns, rows, total, state, onStateChange, isLoading, selection, onSelectionChange } =
    props;
  const selectable = Boolean(onSelectionChange);
  const density = useDensity(props.density ?? 'comfortable');
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

  const toggleSort = useCallback(
    (id: Sort) => {
      if (state.sort === id)
        onStateChange({ order: state.order === 'desc' ? 'asc' : 'desc', page: 1 });
      else onStateChange({ sort: id, order: 'desc', page: 1 });
    },
    [state.sort, state.order, onStateChange],
  );
  const selectionShown = table.getIsAllRowsSelected()
    ? 'all'
    : table.getIsSomeRowsSelected()
      ? 'some'
      : 'none';

  return (
    <Paper withBorder radius="md">
      {/* Fits the page down to 760 px; below that the table scrolls sideways. */}
      <Table.ScrollContainer minWidth={760} type="native">
        {/* The density is the table's (a CSS variable and an attribute): rows are not drawn again. */}
        <Table
          highlightOnHover
          verticalSpacing={ROW_PADDING[density]}
          // 8 px, not 10: nine columns of a queue fit a 1280 px screen with its scrollbar.
          horizontalSpacing={8}
          data-density={density}
          aria-label={props.label}
          aria-busy={isLoading || undefined}
        >
          <TableHead
            table={table}
            columns={columns}
            selectable={selectable}
            selection={selectionShown}
            sort={state.sort}
            order={state.order}
            onSort={toggleSort}
          />
          <Table.Tbody>
            <TableBody
              table={table}
              hasRows={rows !== undefined}
              colSpan={columns.length + (selectable ? 1 : 0)}
              skeletonRows={Math.min(state.limit, 10)}
              isLoading={isLoading}
              error={props.error}
              onRetry={props.onRetry}
              emptyTitle={props.emptyTitle}
              emptyHint={props.emptyHint}
              selectable={selectable}
              onRowClick={props.onRowClick}
              onRowIntent={props.onRowIntent}
              activeRowId={props.activeRowId}
              scrollToActiveRow={props.scrollToActiveRow}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager
        total={total}
        pages={pages}
        page={state.page}
        limit={state.limit}
        stale={Boolean(props.stale && rows)}
        onRetry={props.onRetry}
        onChange={onStateChange}
        density={density}
        onDensityChange={setDensity}
      />
    </Paper>
  );
}
