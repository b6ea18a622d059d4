import { usePagination } from '@mantine/hooks';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagesShown } from './PageButtons';

describe('pagesShown', () => {
  it('lists the pages as Mantine’s Pagination does, for every page of 1 to 15 pages', () => {
    for (let total = 1; total <= 15; total += 1)
      for (let page = 1; page <= total; page += 1) {
        const { result } = renderHook(() => usePagination({ total, page }));
        expect(pagesShown(total, page), `page ${page} of ${total}`).toEqual(result.current.range);
      }
  });

  it('keeps the first, the last and the neighbours of the current page, dots between', () => {
    expect(pagesShown(20, 10)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
    expect(pagesShown(20, 2)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(pagesShown(20, 19)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
  });
});
