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

/** A table's props besides its columns: these rows, all of them on page 1, sorted by title. */
function listProps<T extends { id: number }>(items: T[]) {
  return {
    label: 'Записи',
    rows: items,
    total: items.length,
    state: { page: 1, limit: 20 as const, sort: 'title', order: 'asc' as const },
    onStateChange: () => {},
    getRowId: (item: T) => String(item.id),
    isLoading: false,
    emptyTitle: 'Записей нет',
  };
}

function renderTable(density?: Density) {
  return render(
    <AppProviders queryClient={testSession().queryClient}>
      <DataTable {...listProps(rows)} columns={columns} density={density} />
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
        {...listProps(rows)}
        columns={[c.text('title', 'Название', { sortable: true }), c.count('id', 'Номер')]}
        state={{ page: 2, limit: 20, sort: 'title', order: 'asc' }}
        onStateChange={onStateChange}
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

/** A row with a status a decision changes and a note only one cell reads. */
interface Decided {
  id: number;
  title: string;
  status: string;
  note: string;
}

/** Each cell's renders, by column and row id. */
const renders = new Map<string, number>();
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);

function Title({ row }: { row: Pick<Decided, 'id' | 'title'> }) {
  count(`title ${row.id}`);
  return <b>{row.title}</b>;
}

function Note({ row }: { row: Decided }) {
  count(`note ${row.id}`);
  return <i>{row.note}</i>;
}

const decided = columnsFor<Decided>();
const decidedColumns = [
  decided.custom('title', 'Название', Title, { reads: ['id', 'title'] }),
  decided.custom('note', 'Заметка', Note),
  decided.text('status', 'Статус'),
];

function DecidedTable({ rows: items }: { rows: Decided[] }) {
  return <DataTable {...listProps(items)} columns={decidedColumns} />;
}

const first: Decided = { id: 1, title: 'Первая', status: 'ждёт', note: 'без заметок' };
const second: Decided = { id: 2, title: 'Вторая', status: 'ждёт', note: 'без заметок' };

function renderRows(items: Decided[]) {
  const { queryClient } = testSession();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <DecidedTable rows={items} />
    </AppProviders>,
  );
  return (next: Decided[]) =>
    view.rerender(
      <AppProviders queryClient={queryClient}>
        <DecidedTable rows={next} />
      </AppProviders>,
    );
}

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('DataTable: a changed row draws the cells of what changed', () => {
  it('a decision (a new status) draws the status and the cells that read the whole row, not the title', () => {
    renders.clear();
    const rerender = renderRows([first, second]);
    expect(renders).toEqual(
      new Map([
        ['title 1', 1],
        ['note 1', 1],
        ['title 2', 1],
        ['note 2', 1],
      ]),
    );
    rerender([{ ...first, status: 'одобрена' }, second]);
    expect(within(rowOf('Первая')).getByRole('cell', { name: 'одобрена' })).toBeVisible();
    expect(renders.get('title 1')).toBe(1);
    expect(renders.get('note 1')).toBe(2);
    // The other row kept its object: nothing of it is drawn again.
    expect(renders.get('note 2')).toBe(1);
  });

  it('a field a cell reads draws it again with the new text', () => {
    renders.clear();
    const rerender = renderRows([first, second]);
    rerender([{ ...first, title: 'Первая, исправленная' }, second]);
    expect(within(rowOf('Первая, исправленная')).getByText('Первая, исправленная')).toBeVisible();
    expect(renders.get('title 1')).toBe(2);
    expect(renders.get('title 2')).toBe(1);
  });

  it('a cell that reads a field it does not declare does not compile', () => {
    // @ts-expect-error `Title` reads `title`, which `reads` leaves out.
    const column = decided.custom('title', 'Название', Title, { reads: ['id'] });
    expect(column.id).toBe('title');
  });
});
