import {
  metaHelper,
  rowSelectionFeature,
  tableFeatures,
  type ColumnDef as TableColumnDef,
  type Row as TableRow,
  type RowData,
  type Table,
} from '@tanstack/react-table';
import type { ColumnMeta } from './column-meta';

/**
 * What the kit's tables take of TanStack Table besides columns, headers and cells: the rows'
 * selection. The server pages and sorts the rows (a sortable column says so in its meta), and the
 * columns a user hides are left out before the table sees them. A feature not named is not bundled.
 */
export const tableKitFeatures = tableFeatures({
  rowSelectionFeature,
  columnMeta: metaHelper<ColumnMeta>(),
});

type Features = typeof tableKitFeatures;

export type { RowData, RowSelectionState } from '@tanstack/react-table';
/** A column of a kit table (`columnsFor` makes them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ColumnDef<T extends RowData, V = any> = TableColumnDef<Features, T, V>;
export type Row<T extends RowData> = TableRow<Features, T>;
export type TableModel<T extends RowData> = Table<Features, T>;
