import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { createContext, use, useMemo, useState, type ComponentType } from 'react';
import type * as z from 'zod/mini';
import { FormModal } from '../form/FormModal';
import { isAdmin, useSelf } from '../api/self';
import { ActiveSwitch } from '../table/ActiveSwitch';
import { columnsFor } from '../table/columns';
import { DataTable } from '../table/DataTable';
import { FlagFilter } from '../table/filters';
import type { ListDefinition } from '../table/list-search';
import { ListFilters } from '../table/ListFilters';
import { ReorderButtons } from '../table/ReorderButtons';
import { useListPage } from '../table/useListPage';
import { confirmAction, offerSwitchOff } from '../ui/dialogs';
import { PageHeader } from '../ui/PageHeader';
import type { DictionaryApi, DictionaryEntry, DictionarySearch } from './api';

type Entry = DictionaryEntry & { description: string };
type Search = DictionarySearch;

export interface DictionaryTexts<T> {
  /** The page title and its last breadcrumb: «Категории». */
  title: string;
  description: string;
  searchPlaceholder: string;
  /** The header button: «Добавить категорию». */
  add: string;
  /** Modal titles: «Новая категория», «Категория «Танцы»». */
  createTitle: string;
  editTitle: (item: T) => string;
  empty: string;
  /** The header of the usage count column: «Видео». */
  usage: string;
  deleteTitle: string;
  deleteMessage: (item: T) => string;
  /**
   * Why an entry in use cannot be deleted (the server answers 409) and what switching it off does,
   * or that it is off already: said instead of offering «Удалить».
   */
  inUseMessage: (item: T, usage: number) => string;
}

export interface DictionaryPageConfig<T extends Entry, Values extends Record<string, unknown>> {
  /** `getRouteApi('/…')` of the page's route. */
  route: { useSearch: () => unknown; useNavigate: () => unknown };
  list: ListDefinition<Search>;
  api: DictionaryApi<T, Values>;
  /** The entry's name field (`name`, `title`) and whether the API sorts by it. */
  nameField: keyof T & string;
  nameSortable?: boolean;
  nameOf: (item: T) => string;
  texts: DictionaryTexts<T>;
  /** Columns between the name and the active switch (a category's slug). */
  columns?: ColumnDef<T, unknown>[];
  /** The usage count, linked to the list it counts. */
  Usage: ComponentType<{ row: T }>;
  /** The same count as a number: an entry in use cannot be deleted. */
  usageOf: (item: T) => number;
  form: {
    schema: z.ZodMiniType<Values>;
    /** The form's values for a new entry (null) or for editing `item`. */
    initialValues: (item: T | null) => Values;
    Fields: ComponentType<{ form: UseFormReturnType<Values> }>;
  };
}

/** What the row cells need from the page: the role, the mutations, the rows shown. */
interface RowContext {
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
const RowContext = createContext<RowContext | null>(null);

function useRowContext(): RowContext {
  const context = use(RowContext);
  if (!context) throw new Error('A dictionary cell outside DictionaryPage');
  return context;
}

function NameCell({ row }: { row: Entry }) {
  const { nameOf } = useRowContext();
  return (
    <Stack gap={0} maw={420}>
      <Text size="sm" fw={600}>
        {nameOf(row)}
      </Text>
      {row.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {row.description}
        </Text>
      )}
    </Stack>
  );
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
function dictionaryColumns<T extends Entry>(
  config: Pick<
    DictionaryPageConfig<T, never>,
    'nameField' | 'nameSortable' | 'columns' | 'texts' | 'Usage'
  >,
  admin: boolean,
): ColumnDef<T, unknown>[] {
  const column = columnsFor<T>();
  return [
    column.custom(config.nameField, 'Название', NameCell, { sortable: config.nameSortable }),
    ...(config.columns ?? []),
    column.custom('isActive', 'Активна', ActiveCell, { shrink: true }),
    column.custom('usage', config.texts.usage, config.Usage, { shrink: true }),
    column.custom('sortOrder', 'Порядок', OrderCell, { sortable: true, shrink: true }),
    ...(admin ? [column.actions(ActionsCell)] : []),
  ];
}

/**
 * A dictionary's page (categories, complaint reasons): the list with search and the active filter in
 * the URL; for administrators create/edit in one modal form, the active switch, moving rows up and
 * down, and delete with a confirmation. Moderators see the same list without the controls.
 */
export function DictionaryPage<T extends Entry, Values extends Record<string, unknown>>({
  config,
}: {
  config: DictionaryPageConfig<T, Values>;
}) {
  const { texts, api, nameOf } = config;
  const admin = isAdmin(useSelf());
  const page = useListPage<Search, T>(config.route, config.list, api.listQueryOptions, {
    selectable: false,
  });
  const { search, change } = page;
  const save = api.useSave();
  const remove = api.useDelete();
  const setActive = api.useSetActive();
  const move = api.useMove();
  /** undefined: the modal is closed; null: a new entry; an entry: editing it. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);

  async function confirmDelete(item: T) {
    const usage = config.usageOf(item);
    if (usage > 0) {
      const switchOff = await offerSwitchOff({
        title: texts.deleteTitle,
        message: texts.inUseMessage(item, usage),
        canSwitchOff: item.isActive,
      });
      if (switchOff) void setActive.run({ id: item.id, isActive: false });
      return;
    }
    const agreed = await confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteMessage(item),
      confirmLabel: 'Удалить',
      danger: true,
    });
    if (agreed) remove.mutate(item);
  }

  const rows = page.rows ?? [];
  const context: RowContext = {
    admin,
    nameOf: nameOf as (row: Entry) => string,
    // Moving swaps a row with the one shown above or below it: only in the order itself.
    reorderable: admin && search.sort === 'sortOrder',
    rows,
    setActive,
    move: {
      mutate: (change) => move.mutate(change as { item: T; neighbour: T }),
      isPending: move.isPending,
    },
    edit: (row) => setEditing(row as T),
    confirmDelete: (row) => void confirmDelete(row as T),
  };
  // Stable columns: a new cell renderer would remount every cell (and lose focus) on each render.
  const columns = useMemo(() => dictionaryColumns<T>(config, admin), [config, admin]);
  const { Fields } = config.form;
  return (
    <>
      <PageHeader
        title={texts.title}
        crumbs={[{ label: 'Модерация' }, { label: texts.title }]}
        description={texts.description}
        actions={
          admin && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {texts.add}
            </Button>
          )
        }
      />
      <ListFilters list={page} searchPlaceholder={texts.searchPlaceholder}>
        <FlagFilter
          label="Активность"
          placeholder="Активные и выключенные"
          trueLabel="Только активные"
          falseLabel="Только выключенные"
          width={260}
          value={search.isActive}
          onChange={(isActive) => change({ isActive })}
        />
      </ListFilters>
      <RowContext value={context}>
        <DataTable
          label={texts.title}
          columns={columns}
          {...page.table}
          emptyTitle={texts.empty}
          onRowClick={admin ? (row) => setEditing(row) : undefined}
        />
      </RowContext>
      <FormModal<Values>
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? texts.editTitle(editing) : texts.createTitle}
        formKey={editing ? editing.id : 'new'}
        schema={config.form.schema}
        initialValues={config.form.initialValues(editing ?? null)}
        submit={(values) => save.mutateAsync({ id: editing ? editing.id : null, values })}
        submitLabel={editing ? 'Сохранить' : 'Создать'}
      >
        {(form) => <Fields form={form} />}
      </FormModal>
    </>
  );
}
