import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Appears when rows are selected: how many, the mass actions, and a way to clear the selection. */
export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      p="xs"
      mb="sm"
      radius="md"
      bg="var(--mantine-primary-color-light)"
      role="region"
      aria-label="Действия с выбранными"
    >
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Выбрано: {count}
        </Text>
        <Group gap="xs">
          {children}
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            Снять выделение
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
