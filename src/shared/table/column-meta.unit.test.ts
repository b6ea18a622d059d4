import { describe, expect, it } from 'vitest';
import { MAIN_COLUMN_MIN_WIDTH, shrinkStyle } from './column-meta';

describe('a column’s cell style', () => {
  it('gives a main column the room left, down to its narrowest width', () => {
    expect(shrinkStyle({ main: true })).toEqual({
      minWidth: MAIN_COLUMN_MIN_WIDTH,
      maxWidth: 0,
      width: '100%',
    });
    expect(shrinkStyle({ main: true, mainMinWidth: 128 })).toMatchObject({ minWidth: 128 });
  });

  it('keeps the others on one line, numbers to the right, shrinking ones as narrow as they are', () => {
    expect(shrinkStyle(undefined)).toEqual({ whiteSpace: 'nowrap' });
    expect(shrinkStyle({ shrink: true, numeric: true })).toEqual({
      whiteSpace: 'nowrap',
      width: '1%',
      textAlign: 'right',
    });
  });
});
