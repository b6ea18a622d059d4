import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSession } from '@/test/session';
import { AppProviders } from '../ui/AppProviders';
import { columnsFor } from './columns';
import { DataTable } from './DataTable';

interface Item {
  id: number;
  title: string;
  status: string;
  note: string;
}

/** Each cell's renders, by column and row id. */
const renders = new Map<string, number>();
const count = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1);

function Title({ row }: { row: Pick<Item, 'id' | 'title'> }) {
  count(`title ${row.id}`);
  return <b>{row.title}</b>;
}

function Note({ row }: { row: Item }) {
  count(`note ${row.id}`);
  return <i>{row.note}</i>;
}

const c = columnsFor<Item>();
const columns = [
  c.custom('title', 'Название', Title, { reads: ['id', 'title'] }),
  c.custom('note', 'Заметка', Note),
  c.text('status', 'Статус'),
];

function Table({ rows }: { rows: Item[] }) {
  return (
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
    />
  );
}

const first: Item = { id: 1, title: 'Первая', status: 'ждёт', note: 'без заметок' };
const second: Item = { id: 2, title: 'Вторая', status: 'ждёт', note: 'без заметок' };

function renderRows(rows: Item[]) {
  const { queryClient } = testSession();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <Table rows={rows} />
    </AppProviders>,
  );
  return (next: Item[]) =>
    view.rerender(
      <AppProviders queryClient={queryClient}>
        <Table rows={next} />
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
    const column = c.custom('title', 'Название', Title, { reads: ['id'] });
    expect(column.id).toBe('title');
  });
});
