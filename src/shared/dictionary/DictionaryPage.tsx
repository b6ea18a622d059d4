import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { isAdmin, useSelf } from '../api/self';
import { RecordFormModal } from '../form/RecordFormModal';
import { DataTable } from '../table/DataTable';
import { FlagFilter } from '../table/filters';
import { ListFilters } from '../table/ListFilters';
import { useListPage } from '../table/useListPage';
import { askDeleteOrSwitchOff } from '../ui/dialogs';
import { PageHeader } from '../ui/PageHeader';
import { dictionaryColumns, RowContext } from './columns';
import type { DictionaryFilterField, DictionaryPageConfig, Entry, Search } from './config';

export type { DictionaryPageConfig, DictionaryTexts } from './config';

/**
 * A dictionary's page (categories, complaint reasons, the policy's ready reasons): the list with search and the active filter in
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
  const { search, field } = page;
  const save = api.useSave();
  const remove = api.useDelete();
  const setActive = api.useSetActive();
  const move = api.useMove();
  /** undefined: the modal is closed; null: a new entry; an entry: editing it. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);

  async function confirmDelete(item: T) {
    const usage = config.usageOf(item);
    const choice = await askDeleteOrSwitchOff({
      title: texts.deleteTitle,
      inUse: usage > 0,
      inUseMessage: () => texts.inUseMessage(item, usage),
      deleteMessage: () => texts.deleteMessage(item),
      canSwitchOff: item.isActive,
    });
    if (choice === 'switchOff') void setActive.run({ id: item.id, isActive: false });
    if (choice === 'delete') remove.mutate(item);
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
        crumbs={[{ label: config.section ?? 'Модерация' }, { label: texts.title }]}
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
        {config.filters?.(field as DictionaryFilterField)}
        <FlagFilter
          label="Активность"
          placeholder="Активные и выключенные"
          trueLabel="Только активные"
          falseLabel="Только выключенные"
          width={260}
          {...field('isActive')}
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
      <RecordFormModal<T, Values>
        record={editing}
        onClose={() => setEditing(undefined)}
        createTitle={texts.createTitle}
        editTitle={texts.editTitle}
        schema={config.form.schema}
        initialValues={config.form.initialValues}
        save={(id, values) => save.mutateAsync({ id, values })}
      >
        {(form) => <Fields form={form} />}
      </RecordFormModal>
    </>
  );
}
