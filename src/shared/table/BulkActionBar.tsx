import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The mass actions of a list, given to DataTable as `bulkActions`: while rows are selected they take
 * the table's toolbar line (which keeps its height, so ticking a box never moves the rows, and sticks
 * under the header while the table scrolls): how many are selected, the actions, and a way to clear
 * the selection. With nothing selected there is nothing to show.
 */
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
    <Group
      gap="xs"
      wrap="nowrap"
      role="region"
      aria-label="Действия с выбранными"
      justify="space-between"
      style={{ flex: 1 }}
    >
      <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        Выбрано: {count}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {children}
        <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
          Снять выделение
        </Button>
      </Group>
    </Group>
  );
}
