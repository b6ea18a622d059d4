import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The filter panel above every list: an optional first row (status switch) and a wrapping row of inputs. */
export function FilterBar({ top, children }: { top?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" mb="md" radius="md" role="search" aria-label="Фильтры">
      <Stack gap="sm">
        {top}
        <Group gap="sm" wrap="wrap">
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
