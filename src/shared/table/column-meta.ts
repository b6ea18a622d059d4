import type { ColumnMeta, RowData } from '@tanstack/react-table';
import type { CSSProperties } from 'react';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** As narrow as its content, never wrapping: numbers, dates, badges, row actions. */
    shrink?: boolean;
    /** A number or a sum: aligned right, so digits line up. */
    numeric?: boolean;
    /**
     * The header is read to screen readers but not shown (previews, row actions): a header cell
     * is never empty (axe empty-table-header, td-has-header).
     */
    hiddenHeader?: boolean;
    /**
     * The column that matters (a title): it takes the room the other columns leave and is never
     * squeezed under MAIN_COLUMN_MIN_WIDTH; give the others `shrink`.
     */
    main?: boolean;
  }
}

/** The narrowest a `main` column is drawn: two or three words of a title on a line. */
export const MAIN_COLUMN_MIN_WIDTH = 200;

/** A cell's width and alignment from its column's meta. */
export function shrinkStyle(
  meta: ColumnMeta<unknown, unknown> | undefined,
): CSSProperties | undefined {
  // `anywhere`: a title of one long word breaks inside the column instead of widening the table.
  if (meta?.main) return { minWidth: MAIN_COLUMN_MIN_WIDTH, overflowWrap: 'anywhere' };
  if (!meta?.shrink && !meta?.numeric) return undefined;
  return {
    ...(meta.shrink ? { width: '1%', whiteSpace: 'nowrap' } : {}),
    ...(meta.numeric ? { textAlign: 'right' } : {}),
  };
}
