import type { ColumnMeta, RowData } from '@tanstack/react-table';
import type { CSSProperties } from 'react';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** As narrow as its content, never wrapping: numbers, dates, badges, row actions. */
    shrink?: boolean;
    /** A number or a sum: aligned right, so digits line up. */
    numeric?: boolean;
  }
}

/** A cell's width and alignment from its column's meta. */
export function shrinkStyle(
  meta: ColumnMeta<unknown, unknown> | undefined,
): CSSProperties | undefined {
  if (!meta?.shrink && !meta?.numeric) return undefined;
  return {
    ...(meta.shrink ? { width: '1%', whiteSpace: 'nowrap' } : {}),
    ...(meta.numeric ? { textAlign: 'right' } : {}),
  };
}
