import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import { AppProviders } from '../ui/AppProviders';
import { columnsFor } from './columns';
import { LocalDataTable, sortLocally } from './LocalDataTable';

interface Prize {
  id: number;
  place: string;
  amount: number | null;
}

const c = columnsFor<Prize>();
const columns = [c.text('place', 'Место'), c.money('amount', 'Сумма', { sortable: true })];
const prizes: Prize[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  place: `Место ${index + 1}`,
  amount: index === 11 ? null : (index + 1) * 100_00,
}));

function renderPrizes() {
  render(
    <AppProviders queryClient={queryClient}>
      <LocalDataTable
        label="Призы"
        columns={columns}
        rows={prizes}
        sort="amount"
        limit={10}
        getRowId={(prize) => String(prize.id)}
        isLoading={false}
        emptyTitle="Призов нет"
      />
    </AppProviders>,
  );
}

function places() {
  const grid = screen.getByRole('table', { name: 'Призы' });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('LocalDataTable: a small list sorted and paged in the browser', () => {
  it('shows the first page in the given order, with the total of all rows', () => {
    renderPrizes();
    expect(places()).toEqual(Array.from({ length: 10 }, (_, i) => `Место ${11 - i}`));
    expect(screen.getByTestId('table-total')).toHaveTextContent('Всего: 12');
  });

  it('turns pages and reverses the order without asking a server', async () => {
    const user = userEvent.setup();
    renderPrizes();
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    // A prize with no sum comes last whichever way the list is sorted.
    expect(places()).toEqual(['Место 1', 'Место 12']);
    await user.click(screen.getByRole('button', { name: /Сумма/ }));
    expect(places()).toEqual(Array.from({ length: 10 }, (_, i) => `Место ${i + 1}`));
  });

  it('sortLocally puts empty values last in both directions', () => {
    const rows = [{ v: 2 }, { v: null }, { v: 1 }];
    expect(sortLocally(rows, 'v', 'asc').map((row) => row.v)).toEqual([1, 2, null]);
    expect(sortLocally(rows, 'v', 'desc').map((row) => row.v)).toEqual([2, 1, null]);
  });
});
