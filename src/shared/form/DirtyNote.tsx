import { Text } from '@mantine/core';

/** Beside a page form's buttons: whether anything typed is not saved yet. */
export function DirtyNote({ dirty }: { dirty: boolean }) {
  return (
    <Text size="xs" c={dirty ? 'orange' : 'dimmed'}>
      {dirty ? 'Есть несохранённые изменения' : 'Изменений нет'}
    </Text>
  );
}
