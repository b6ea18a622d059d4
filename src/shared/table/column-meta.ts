import type { CSSProperties } from 'react';

/** What a kit column says of itself (its `meta`): how its cells are laid out, whether it sorts. */
export interface ColumnMeta {
  /** Sorted by the server under the column's id: its header is a button that changes the order. */
  sortable?: boolean;
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
  /**
   * A `main` column's own narrowest width, under MAIN_COLUMN_MIN_WIDTH where a list has one more
   * column to fit on a 1280 px screen and its main text is read whole in its hint anyway.
   */
  mainMinWidth?: number;
  /**
   * What the column's cells show, when it is known: `'value'`, the accessor's value alone; a list
   * of fields, the row's fields its cell component reads. A cell is drawn again only when that
   * changed (a decision changes a row's status: its other cells stay as they are). Without it, a
   * cell is drawn again with every change to its row (row actions).
   */
  drawnFrom?: 'value' | readonly PropertyKey[];
}

/** The narrowest a `main` column is drawn: two or three words of a title, cut short with «…». */
export const MAIN_COLUMN_MIN_WIDTH = 160;

const ONE_LINE: CSSProperties = { whiteSpace: 'nowrap' };

/** A cell's width and alignment from its column's meta. */
export function shrinkStyle(meta: ColumnMeta | undefined): CSSProperties | undefined {
  // `maxWidth: 0` with the whole width: the column takes the room the others leave and no more, and
  // its one-line text is cut there (CellLine) instead of widening the table.
  if (meta?.main)
    return { minWidth: meta.mainMinWidth ?? MAIN_COLUMN_MIN_WIDTH, maxWidth: 0, width: '100%' };
  // Every other cell is one line too: a row is as high as one line of text.
  if (!meta?.shrink && !meta?.numeric) return ONE_LINE;
  return {
    whiteSpace: 'nowrap',
    ...(meta.shrink ? { width: '1%' } : {}),
    ...(meta.numeric ? { textAlign: 'right' } : {}),
  };
}
