import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The table named `name` once its body is in: no skeleton row left, and a row under the header (the
 * rows, the empty state or the error).
 */
export async function loadedTable(name: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('table', { name });
  await waitFor(() => {
    expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
  });
  return grid;
}

/** The rows under the header row. */
export function bodyRows(grid: HTMLElement): HTMLElement[] {
  return within(grid).getAllByRole('row').slice(1);
}

/** The body row with a cell that says exactly `text`. */
export function rowWithText(grid: HTMLElement, text: string): HTMLElement {
  return bodyRows(grid).find((row) => within(row).queryByText(text, { exact: true }))!;
}

/** The row with a link named `name` (a nickname, a title). */
export function rowWithLink(grid: HTMLElement, name: string): HTMLElement {
  return within(grid)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('link', { name }))!;
}

/** The row whose link leads to `href`, once it is there (two rows may share a title, never a link). */
export async function rowLinkingTo(grid: HTMLElement, href: string): Promise<HTMLElement> {
  await waitFor(() => expect(grid.querySelector(`a[href="${href}"]`)).not.toBeNull());
  return grid.querySelector(`a[href="${href}"]`)!.closest('tr')!;
}
