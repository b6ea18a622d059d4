import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '@/test/session';
import { AppProviders } from '../ui/AppProviders';
import { columnsFor } from './columns';
import { DataTable } from './DataTable';
import { DENSITY_STORAGE_KEY, type Density } from './density';

interface Item {
  id: number;
  title: string;
}

function Open({ row }: { row: Item }) {
  return <button type="button">Открыть {row.title}</button>;
}

const c = columnsFor<Item>();
const columns = [
  c.custom('preview', 'Превью', () => <span />, { shrink: true, hiddenHeader: true }),
  c.text('title', 'Название'),
  c.actions(Open),
];
const rows = [1, 2, 3].map((id) => ({ id, title: `Запись ${id}` }));

function renderTable(density?: Density) {
  return render(
    <AppProviders queryClient={testSession().queryClient}>
      <DataTable
        label="Записи"
        columns={columns}
        rows={rows}
        total={rows.length}
        state={{ page: 1, limit: 20, sort: 'title', order: 'asc' }}
        onStateChange={() => {}}
        getRowId={(item) => String(item.id)}
        isLoading={false}
        emptyTitle="Записей нет"
        density={density}
      />
    </AppProviders>,
  );
}

const grid = () => screen.getByRole('table', { name: 'Записи' });

afterEach(() => window.localStorage.removeItem(DENSITY_STORAGE_KEY));

describe('DataTable: header cells', () => {
  it('a preview or actions column has a header read to screen readers («Превью», «Действия»)', () => {
    renderTable();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Превью', 'Название', 'Действия']);
  });
});

describe('DataTable: density', () => {
  it('is the list’s own default until a choice is made: compact for a queue', () => {
    renderTable('compact');
    expect(grid()).toHaveAttribute('data-density', 'compact');
    expect(screen.getByRole('radio', { name: 'Компактно' })).toBeChecked();
  });

  it('is compact by default on every list (a screenful of rows), comfortable where a list asks', () => {
    const { unmount } = renderTable();
    expect(grid()).toHaveAttribute('data-density', 'compact');
    unmount();
    renderTable('comfortable');
    expect(grid()).toHaveAttribute('data-density', 'comfortable');
    expect(screen.getByRole('radio', { name: 'Просторно' })).toBeChecked();
  });

  it('is switched under the table and remembered for every list, across a reload', async () => {
    const user = userEvent.setup();
    const view = renderTable('compact');
    await user.click(screen.getByRole('radio', { name: 'Просторно' }));
    expect(grid()).toHaveAttribute('data-density', 'comfortable');
    expect(window.localStorage.getItem(DENSITY_STORAGE_KEY)).toBe('comfortable');
    expect(screen.getByRole('radiogroup', { name: 'Плотность строк' })).toBeInTheDocument();

    view.unmount();
    renderTable('compact');
    expect(grid()).toHaveAttribute('data-density', 'comfortable');
  });
});
