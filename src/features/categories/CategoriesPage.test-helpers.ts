import { within } from '@testing-library/react';
import { bodyRows } from '@/test/table';

/** The categories' names, in the order of the rows. */
export const names = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);
