import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '@/test/session';
import { AppProviders } from '../ui/AppProviders';
import { columnsFor } from './columns';
import { DataTable } from './DataTable';
import { DENSITY_STORAGE_KEY, type Density } from './density';
import type { RowSelectionState } from './table-model';

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

/** A list whose rows may be selected, but for the 2nd (already handled), and sorted by its header. */
function SelectableTable({ onStateChange }: { onStateChange: (patch: object) => void }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <AppProviders queryClient={testSession().queryClient}>
      <DataTable
        label="Записи"
        columns={[c.text('title', 'Название', { sortable: true }), c.count('id', 'Номер')]}
        rows={rows}
        total={rows.length}
        state={{ page: 2, limit: 20, sort: 'title', order: 'asc' }}
        onStateChange={onStateChange}
        getRowId={(item) => String(item.id)}
        isLoading={false}
        emptyTitle="Записей нет"
        selection={selection}
        onSelectionChange={setSelection}
        canSelectRow={(item) => item.id !== 2}
      />
    </AppProviders>
  );
}

const rowBox = (title: string) =>
  within(screen.getByRole('row', { name: new RegExp(title) })).getByRole('checkbox', {
    name: 'Выбрать строку',
  });

describe('DataTable: selection', () => {
  it('selects the rows that may be selected, one by one or all at once, and shows it in the «all» box', async () => {
    const user = userEvent.setup();
    render(<SelectableTable onStateChange={() => {}} />);
    const all = screen.getByRole('checkbox', { name: 'Выбрать все на странице' });
    expect(rowBox('Запись 2')).toBeDisabled();

    await user.click(rowBox('Запись 1'));
    expect(rowBox('Запись 1')).toBeChecked();
    expect(all).toBePartiallyChecked();

    await user.click(all);
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    expect(rowBox('Запись 3')).toBeChecked();
    expect(rowBox('Запись 2')).not.toBeChecked();

    await user.click(all);
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();
    expect(rowBox('Запись 1')).not.toBeChecked();
  });
});

describe('DataTable: sorting', () => {
  it('orders by its sortable header the other way round, from the first page', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(<SelectableTable onStateChange={onStateChange} />);
    const title = screen.getByRole('columnheader', { name: 'Название' });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(title).getByRole('button', { name: 'Название' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ order: 'desc', page: 1 });
    // A column the server does not sort by is a plain header.
    const number = screen.getByRole('columnheader', { name: 'Номер' });
    expect(number).not.toHaveAttribute('aria-sort');
    expect(within(number).queryByRole('button')).toBeNull();
  });
});
