import { Paper } from '@mantine/core';
import { useTable } from '@tanstack/react-table';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useMemo,
  type ReactNode,
} from 'react';
import { setDensity, useDensity, type Density } from './density';
import { setHiddenColumns, useHiddenColumns, type SavedView } from './list-prefs';
import type { ListSearch } from './list-search';
import { Table } from './plain-table';
import { TableBody } from './TableBody';
import { TableHead } from './TableHead';
import { TablePager } from './TablePager';
import {
  tableKitFeatures,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from './table-model';
import { TableToolbar, type ChoosableColumn } from './TableToolbar';
import type { LegendEntry } from './useKeyboardQueue';

/** A list page's view of itself (useListPage): its name, its URL state and how to go to another. */
export interface ListViewProps {
  list: string;
  user: string;
  search: Record<string, unknown>;
  navigate: (search: Record<string, unknown>) => void;
}

export interface DataTableProps<T extends RowData, Sort extends string> {
  columns: ColumnDef<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  /** What «Всего» says: the total without the rows shown that have left the list (useListPage). */
  shownTotal?: number;
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
  /** The mass actions (a BulkActionBar): shown in the toolbar while rows are selected. */
  bulkActions?: ReactNode;
  /** The page's keys (useKeyboardQueue's legend): shown in the toolbar otherwise. */
  legend?: LegendEntry[];
  /** What the list says of itself (the filtered sum): in the toolbar of a list without keys. */
  info?: ReactNode;
  /** A list page's own view (useListPage): columns chosen and views saved per list and user. */
  view?: ListViewProps;
  /** Narrower than this the table scrolls sideways inside its box (default 760 px). */
  minWidth?: number;
}

/** A column's id and its header text, when the user may hide it (not the title, not the actions). */
function choosable<T extends RowData>(columns: ColumnDef<T>[]): ChoosableColumn[] {
  return columns.flatMap((column) => {
    const id = column.id ?? (column as { accessorKey?: string }).accessorKey;
    const label = typeof column.header === 'string' ? column.header : undefined;
    if (!id || !label || column.meta?.main || id === 'actions') return [];
    return [{ id, label }];
  });
}

const NO_ROWS: never[] = [];
const NO_SELECTION: RowSelectionState = {};

/** Vertical padding of a cell per density: compact fits about twice the rows on a screen. */
const ROW_PADDING: Record<Density, number | 'sm'> = { compact: 3, comfortable: 'sm' };

/**
 * A paginated, sortable table of one page of rows: TanStack Table for the model, Mantine for the
 * look. The page, size and order are the caller's (a list's URL, or a nested table's useLocalListState).
 */
export function DataTable<T extends RowData, Sort extends string>(props: DataTableProps<T, Sort>) {
  const { columns, total, state, onStateChange, selection, onSelectionChange } = props;
  // Rows are drawn after the table around them, in the background: a transition, which React renders
  // in slices between the browser's own work, with the skeleton on screen meanwhile
  // (docs/performance.md). So a page shows its heading and filters first, also when its rows came
  // before it was drawn (a cold load fetches both at once), and a query's answer does not re-render
  // the page in one task. Changes to rows on screen (a decision, the next page shown over the last)
  // are drawn at once.
  const arrived = useDeferredValue(props.rows !== undefined, false);
  const rows = arrived ? props.rows : undefined;
  const isLoading = props.isLoading || (props.rows !== undefined && !arrived);
  const selectable = Boolean(onSelectionChange);
  // Compact unless the user picked otherwise: a screenful of rows (15 at 1440×900) on every list.
  const density = useDensity(props.density ?? 'compact');
  const view = props.view;
  const hasView = view !== undefined;
  const hidden = useHiddenColumns(view?.user ?? '', view?.list ?? '');
  const choosableColumns = useMemo(() => choosable(columns), [columns]);
  const shown = useMemo(
    () => (hasView ? columns.filter((column) => !hidden.includes(columnId(column))) : columns),
    [columns, hidden, hasView],
  );
  // The table's only state, the selection, is the caller's: the table draws with its props and
  // subscribes to none of its own (`() => null`). The order is the header's (TableHead).
  const table = useTable<typeof tableKitFeatures, T, null>(
    {
      features: tableKitFeatures,
      data: rows ?? NO_ROWS,
      columns: shown,
      getRowId: props.getRowId,
      enableRowSelection:
        selectable && (props.canSelectRow ? (row) => props.canSelectRow!(row.original) : true),
      // A shift-click selects one row, as a click does.
      enableRowRangeSelection: false,
      state: { rowSelection: selection ?? NO_SELECTION },
      onRowSelectionChange: (updater) => {
        const next = typeof updater === 'function' ? updater(selection ?? {}) : updater;
        onSelectionChange?.(next);
      },
    },
    () => null,
  );

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
  // «Some» is at least one row: all of them show as «all».
  const selectionShown = table.getIsAllRowsSelected()
    ? 'all'
    : table.getIsSomeRowsSelected()
      ? 'some'
      : 'none';

  const selectedCount = Object.values(selection ?? {}).filter(Boolean).length;
  // Kept while the list's view stays: the toolbar (memoised) is not drawn again by a decision.
  const { list, user, search, navigate } = view ?? {};
  const prefs = useMemo(
    () =>
      list === undefined || user === undefined || search === undefined || navigate === undefined
        ? undefined
        : {
            list,
            user,
            columns: choosableColumns,
            hidden,
            search,
            apply: (saved: SavedView) => {
              setHiddenColumns(user, list, saved.hidden);
              navigate(saved.search);
            },
          },
    [list, user, search, navigate, choosableColumns, hidden],
  );
  const toolbar = Boolean(prefs || props.legend || props.bulkActions || props.info);

  return (
    <Paper withBorder radius="md">
      {toolbar && (
        <TableToolbar
          selected={selectedCount}
          bulk={props.bulkActions}
          legend={props.legend}
          info={props.info}
          prefs={prefs}
        />
      )}
      {/* Fits the page down to 760 px (or `minWidth`); below that the table scrolls sideways. */}
      <Table.ScrollContainer minWidth={props.minWidth ?? 760} type="native">
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
            columns={shown}
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
              colSpan={shown.length + (selectable ? 1 : 0)}
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
      {/* Not under the skeleton: the rows come taller than it, and a pager drawn there would be
          pushed down by them, a layout shift of every cold load (on a phone, from inside the
          screen to below it). */}
      {!(isLoading && rows === undefined) && (
        <TablePager
          total={props.shownTotal ?? total}
          pages={pages}
          page={state.page}
          limit={state.limit}
          stale={Boolean(props.stale && rows)}
          onRetry={props.onRetry}
          onChange={onStateChange}
          density={density}
          onDensityChange={setDensity}
        />
      )}
    </Paper>
  );
}

function columnId<T extends RowData>(column: ColumnDef<T>): string {
  return column.id ?? (column as { accessorKey?: string }).accessorKey ?? '';
}
