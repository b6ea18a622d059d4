import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The filter panel above every list: the status switch first, then the inputs, in one line where the
 * screen is wide enough (a second one only where it is not), so the rows start high on the screen.
 */
export function FilterBar({ top, children }: { top?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={8} mb="sm" radius="md" role="search" aria-label="Фильтры">
      <Group gap={8} wrap="wrap" align="flex-end">
        {top}
        {children}
      </Group>
    </Paper>
  );
}
