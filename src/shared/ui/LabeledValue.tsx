import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small uppercase caption over a value: the fact grids of detail pages. */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
