import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { deleteView, saveView, setHiddenColumns, useSavedViews } from './list-prefs';
import type { ListPrefsProps } from './TableToolbar';

/** «Колонки»: which columns the list shows (the title and the row actions always). */
export function ColumnsPanel({ prefs }: { prefs: ListPrefsProps }) {
  const { list, user, columns, hidden } = prefs;
  const toggle = (id: string, shown: boolean) =>
    setHiddenColumns(user, list, shown ? hidden.filter((other) => other !== id) : [...hidden, id]);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Показывать колонки
      </Text>
      {columns.map((column) => (
        <Checkbox
          key={column.id}
          label={column.label}
          checked={!hidden.includes(column.id)}
          onChange={(event) => toggle(column.id, event.currentTarget.checked)}
        />
      ))}
      {hidden.length > 0 && (
        <Button size="xs" variant="subtle" onClick={() => setHiddenColumns(user, list, [])}>
          Показать все
        </Button>
      )}
    </Stack>
  );
}

/** «Виды»: the filters, order and columns saved under a name; choosing one restores it. */
export function ViewsPanel({ prefs }: { prefs: ListPrefsProps }) {
  const { list, user } = prefs;
  const views = useSavedViews(user, list);
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const save = () => {
    if (!trimmed) return;
    const { page: _page, ...search } = prefs.search;
    saveView(user, list, { name: trimmed, search, hidden: [...prefs.hidden] });
    setName('');
  };
  return (
    <Stack gap="xs" w={280}>
      <Text size="sm" fw={600}>
        Сохранённые виды
      </Text>
      {views.length === 0 && (
        <Text size="xs" c="dimmed">
          Пока нет. Настройте фильтры, сортировку и колонки и сохраните их под именем.
        </Text>
      )}
      {views.map((view) => (
        <Group key={view.name} gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            style={{ flex: 1 }}
            justify="flex-start"
            onClick={() => prefs.apply(view)}
          >
            {view.name}
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Удалить вид «${view.name}»`}
            onClick={() => deleteView(user, list, view.name)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Group gap={4} wrap="nowrap" align="flex-end">
          <TextInput
            size="xs"
            label="Сохранить текущий вид"
            placeholder="Название"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button size="xs" type="submit" disabled={!trimmed}>
            Сохранить
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
