import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { notificationsStore } from '@mantine/notifications';

export function shownNotifications() {
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

export async function table() {
  const grid = await screen.findByRole('table', { name: 'Категории' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
}

export function bodyRows(grid: HTMLElement) {
  return within(grid).getAllByRole('row').slice(1);
}

export function rowOf(grid: HTMLElement, name: string) {
  return bodyRows(grid).find((row) => within(row).queryByText(name, { exact: true }))!;
}

export const names = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);
