import { flexRender } from '@tanstack/react-table';
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWidget } from '../ui/on-demand';
import { EmptyState } from '../ui/states';
import { shrinkStyle } from './column-meta';
import { Table } from './plain-table';
import { SelectionBox } from './SelectionBox';
import type { Row, RowData, TableModel } from './table-model';

/**
 * Data rows and their cells are plain `tr`/`td` with the classes and attributes Mantine's `Table.Tr`
 * and `Table.Td` would give them (the table has row borders and `highlightOnHover`): a Mantine
 * element costs two components and its style resolution, ten cells a row, twenty rows a page, drawn
 * on every page change.
 */
const ROW_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;

/** A failed list's row: its code loads when a list fails, not with every list. */
const ErrorState = lazyWidget(() => import('../ui/ErrorState'));

/**
 * Keeps the keyboard's row in view as it moves (jsdom has no scrolling: guarded). Scrolled in the
 * frame's animation callbacks, not in React's commit: asked there, the browser laid the page out
 * for it in the middle of the commit and again for what the commit changed after it (the decision's
 * notice), two layouts in the paint's path instead of one.
 */
function scrollIntoView(element: HTMLTableRowElement | null) {
  if (!element) return;
  requestAnimationFrame(() => {
    if (element.isConnected && element.dataset.keepInView !== undefined)
      element.scrollIntoView?.({ block: 'nearest' });
  });
}

/** The rows, or in their place what there is: the error, skeleton rows while loading, the empty state. */
export function TableBody<T extends RowData>({
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
  const handlers = useRowHandlers(onRowClick, onRowIntent);
  // `data-list-state`: what the list drew instead of rows, for the benchmark and the tests to read.
  const wholeRow = (content: ReactNode, state: 'error' | 'empty') => (
    <Table.Tr data-list-state={state}>
      <Table.Td colSpan={colSpan}>{content}</Table.Td>
    </Table.Tr>
  );
  if (error && !hasRows)
    return wholeRow(<ErrorState message={error.message} onRetry={onRetry} />, 'error');
  if (isLoading && !hasRows)
    return Array.from({ length: skeletonRows }, (_, index) => (
      <Table.Tr key={index} data-testid="skeleton-row">
        {Array.from({ length: colSpan }, (__, cell) => (
          <Table.Td key={cell}>
            <div className={Table.classes.skeletonBar} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  if (rows.length === 0)
    return wholeRow(<EmptyState title={emptyTitle}>{emptyHint}</EmptyState>, 'empty');
  const columns = table.options.columns;
  return rows.map((row) => (
    <DataRow
      key={row.id}
      row={row}
      columns={columns}
      selectable={selectable}
      selected={row.getIsSelected()}
      canSelect={row.getCanSelect()}
      active={row.id === activeRowId}
      keepInView={Boolean(scrollToActiveRow && row.id === activeRowId)}
      clickable={Boolean(onRowClick)}
      handlers={handlers}
    />
  ));
}

interface RowHandlers<T> {
  click: (row: T) => void;
  intent: (row: T) => void;
}

/**
 * Stable handlers that call the latest props: a row that did not change keeps equal props and is not
 * drawn again when the page re-renders for another row's sake.
 */
function useRowHandlers<T extends RowData>(
  onRowClick: ((row: T) => void) | undefined,
  onRowIntent: ((row: T) => void) | undefined,
): RowHandlers<T> {
  const latest = useRef({ onRowClick, onRowIntent });
  useLayoutEffect(() => {
    latest.current = { onRowClick, onRowIntent };
  });
  const [handlers] = useState<RowHandlers<T>>(() => ({
    click: (row) => latest.current.onRowClick?.(row),
    intent: (row) => latest.current.onRowIntent?.(row),
  }));
  return handlers;
}

interface DataRowProps<T extends RowData> {
  row: Row<T>;
  columns: readonly unknown[];
  selectable: boolean;
  selected: boolean;
  canSelect: boolean;
  active: boolean;
  keepInView: boolean;
  clickable: boolean;
  handlers: RowHandlers<T>;
}

/**
 * One row of data. Drawn again only when what it shows changes: its item (the query cache keeps an
 * unchanged item's object across refetches and optimistic patches of other rows), its selection, the
 * keyboard's mark, or the columns. A decision or a key press then draws one or two rows, not the page
 * The TanStack `row` wrapper is new on every render of the table and is not compared.
 */
type RowCellsProps<T extends RowData> = Pick<
  DataRowProps<T>,
  'row' | 'columns' | 'selectable' | 'selected' | 'canSelect'
>;

/**
 * The cells of a row, apart from the row's own marks: a key press that moves the keyboard's row
 * changes two rows' outline, not what their cells show, so the cells (most of a row's components) are
 * not drawn again.
 */
const RowCells = memo(
  function RowCells<T extends RowData>({ row, selectable, selected, canSelect }: RowCellsProps<T>) {
    return (
      <>
        {selectable && (
          <td className={CELL_CLASS} style={{ width: 40 }}>
            <SelectionBox
              label="Выбрать строку"
              disabled={!canSelect}
              checked={selected}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        )}
        {/* The columns a user hid are not given to the table (DataTable): every cell is shown. */}
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={CELL_CLASS} style={shrinkStyle(cell.column.columnDef.meta)}>
            <CellContent cell={cell} />
          </td>
        ))}
      </>
    );
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.columns === after.columns &&
    before.selectable === after.selectable &&
    before.selected === after.selected &&
    before.canSelect === after.canSelect,
) as <T extends RowData>(props: RowCellsProps<T>) => ReactNode;

type CellOf<T extends RowData> = ReturnType<Row<T>['getAllCells']>[number];

/**
 * A cell's content, drawn again only when what its column says it is drawn from changed
 * (`ColumnMeta.drawnFrom`): a decision changes a row's status and its actions, while its title,
 * author and preview stay as they were.
 */
const CellContent = memo(
  function CellContent<T extends RowData>({ cell }: { cell: CellOf<T> }) {
    return flexRender(cell.column.columnDef.cell, cell.getContext());
  },
  (before, after) => drawnAlike(before.cell, after.cell),
) as <T extends RowData>(props: { cell: CellOf<T> }) => ReactNode;

function drawnAlike<T extends RowData>(before: CellOf<T>, after: CellOf<T>): boolean {
  const definition = after.column.columnDef;
  const from = definition.meta?.drawnFrom;
  if (before.column.columnDef !== definition || from === undefined) return false;
  if (from === 'value') return Object.is(before.getValue(), after.getValue());
  const was = before.row.original as Record<PropertyKey, unknown>;
  const is = after.row.original as Record<PropertyKey, unknown>;
  return from.every((field) => Object.is(was[field], is[field]));
}

const DataRow = memo(
  function DataRow<T extends RowData>({
    row,
    columns,
    selectable,
    selected,
    canSelect,
    active,
    keepInView,
    clickable,
    handlers,
  }: DataRowProps<T>) {
    return (
      <tr
        className={ROW_CLASS}
        data-with-row-border
        data-hover
        data-selected={selected || undefined}
        data-active={active || undefined}
        aria-current={active || undefined}
        // The row the keys moved to: kept clear of the notifications (notification-room.ts).
        data-keep-in-view={keepInView || undefined}
        ref={keepInView ? scrollIntoView : undefined}
        style={{
          cursor: clickable ? 'pointer' : undefined,
          background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onClick={(event) => {
          // Clicks on controls inside the row (links, buttons, menus, checkboxes) keep their own meaning.
          if ((event.target as HTMLElement).closest('a, button, input, [role="menuitem"], label'))
            return;
          handlers.click(row.original);
        }}
        onMouseEnter={() => handlers.intent(row.original)}
      >
        <RowCells
          row={row}
          columns={columns}
          selectable={selectable}
          selected={selected}
          canSelect={canSelect}
        />
      </tr>
    );
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.columns === after.columns &&
    before.selectable === after.selectable &&
    before.selected === after.selected &&
    before.canSelect === after.canSelect &&
    before.active === after.active &&
    before.keepInView === after.keepInView &&
    before.clickable === after.clickable &&
    before.handlers === after.handlers,
) as <T extends RowData>(props: DataRowProps<T>) => ReactNode;
