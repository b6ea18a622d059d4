import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '../table/table-model';
import { createContext, use } from 'react';
import { ActiveSwitch } from '../table/ActiveSwitch';
import { columnsFor, TitleWithDescription } from '../table/columns';
import { ReorderButtons } from '../table/ReorderButtons';
import type { DictionaryPageConfig, Entry } from './config';

/** What the row cells need from the page: the role, the mutations, the rows shown. */
export interface RowContext {
  admin: boolean;
  nameOf: (row: Entry) => string;
  reorderable: boolean;
  rows: readonly Entry[];
  setActive: {
    run: (change: { id: number; isActive: boolean }) => Promise<boolean>;
    isPending: (id: number) => boolean;
  };
  move: { mutate: (move: { item: Entry; neighbour: Entry }) => void; isPending: boolean };
  edit: (row: Entry) => void;
  confirmDelete: (row: Entry) => void;
}
export const RowContext = createContext<RowContext | null>(null);

function useRowContext(): RowContext {
  const context = use(RowContext);
  if (!context) throw new Error('A dictionary cell outside DictionaryPage');
  return context;
}

function NameCell({ row }: { row: Entry }) {
  const { nameOf } = useRowContext();
  return <TitleWithDescription title={nameOf(row)} description={row.description} />;
}

function ActiveCell({ row }: { row: Entry }) {
  const { admin, nameOf, setActive } = useRowContext();
  return (
    <ActiveSwitch
      name={nameOf(row)}
      active={row.isActive}
      disabled={setActive.isPending(row.id)}
      onChange={admin ? (isActive) => void setActive.run({ id: row.id, isActive }) : null}
    />
  );
}

function OrderCell({ row }: { row: Entry }) {
  const { rows, reorderable, move, nameOf } = useRowContext();
  const index = rows.findIndex((candidate) => candidate.id === row.id);
  const above = rows[index - 1];
  const below = rows[index + 1];
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Text size="sm">{row.sortOrder}</Text>
      {reorderable && (
        <ReorderButtons
          name={nameOf(row)}
          busy={move.isPending}
          onUp={above ? () => move.mutate({ item: row, neighbour: above }) : null}
          onDown={below ? () => move.mutate({ item: row, neighbour: below }) : null}
        />
      )}
    </Group>
  );
}

function ActionsCell({ row }: { row: Entry }) {
  const { nameOf, edit, confirmDelete } = useRowContext();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Изменить: ${nameOf(row)}`}
        title="Изменить"
        onClick={() => edit(row)}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Удалить: ${nameOf(row)}`}
        title="Удалить"
        onClick={() => confirmDelete(row)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** Name with its description, the page's own columns, active, usage, order, and actions for admins. */
export function dictionaryColumns<T extends Entry>(
  config: Pick<
    DictionaryPageConfig<T, never>,
    'nameField' | 'nameSortable' | 'columns' | 'texts' | 'Usage'
  >,
  admin: boolean,
): ColumnDef<T>[] {
  const column = columnsFor<T>();
  return [
    column.custom(config.nameField, 'Название', NameCell, {
      sortable: config.nameSortable,
      main: true,
    }),
    ...(config.columns ?? []),
    column.custom('isActive', 'Активна', ActiveCell, { shrink: true }),
    column.custom('usage', config.texts.usage, config.Usage, { shrink: true }),
    column.custom('sortOrder', 'Порядок', OrderCell, { sortable: true, shrink: true }),
    ...(admin ? [column.actions(ActionsCell)] : []),
  ];
}
