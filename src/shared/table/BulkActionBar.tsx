import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Above a table with checkboxes: a quiet hint while nothing is selected, then how many rows are
 * selected, the mass actions and a way to clear the selection. Both states have the same height, so
 * ticking the first box never moves the table; the bar sticks under the header while the table
 * scrolls, so the actions stay at hand from the last row of a long page too.
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
  const active = count > 0;
  return (
    <Paper
      withBorder
      px="sm"
      py={6}
      mb="sm"
      radius="md"
      bg={active ? 'var(--mantine-primary-color-light)' : 'transparent'}
      // Only the active bar is a region: with nothing selected there is nothing to act on.
      role={active ? 'region' : undefined}
      aria-label={active ? 'Действия с выбранными' : undefined}
      style={
        active
          ? {
              position: 'sticky',
              top: 'calc(var(--app-shell-header-offset, 0rem) + 8px)',
              zIndex: 3,
            }
          : { borderStyle: 'dashed' }
      }
    >
      {/* mih: the height of the xs buttons, so the hint and the actions take the same space. */}
      <Group justify="space-between" mih={30} gap="xs">
        {active ? (
          <>
            <Text size="sm" fw={600} aria-live="polite">
              Выбрано: {count}
            </Text>
            <Group gap="xs">
              {children}
              <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
                Снять выделение
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Отметьте строки, чтобы решить по нескольким сразу.
          </Text>
        )}
      </Group>
    </Paper>
  );
}
