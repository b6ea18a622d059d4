import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export async function table() {
  const grid = await screen.findByRole('table', { name: 'Видео' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return grid;
}

export function bodyRows(grid: HTMLElement) {
  return within(grid).getAllByRole('row').slice(1);
}
