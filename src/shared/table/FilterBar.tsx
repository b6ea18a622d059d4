import { Button, em, Group, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** Below this width the inputs stack one under another (390 px phones). */
const NARROW = `(max-width: ${em(575.98)})`;

/**
 * The filter panel above every list: the status switch first, then the inputs, in one line where the
 * screen is wide enough (a second one only where it is not), so the rows start high on the screen. On
 * a phone, where each input takes a line, only the switch and `main` (the search) are shown; the
 * other filters fold behind «Фильтры», which says how many are set.
 */
export function FilterBar({
  top,
  main,
  active = 0,
  children,
}: {
  top?: ReactNode;
  main?: ReactNode;
  /** How many of the folded filters are set (shown on the «Фильтры» button). */
  active?: number;
  children: ReactNode;
}) {
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const [unfolded, setUnfolded] = useState(false);
  return (
    <Paper withBorder p={8} mb="sm" radius="md" role="search" aria-label="Фильтры">
      {narrow ? (
        <Stack gap={8}>
          {top}
          {main}
          <Button
            variant="default"
            size="xs"
            w="fit-content"
            leftSection={<IconFilter size={14} />}
            aria-expanded={unfolded}
            onClick={() => setUnfolded((shown) => !shown)}
          >
            {active > 0 ? `Фильтры: ${active}` : 'Фильтры'}
          </Button>
          {unfolded && <Stack gap={8}>{children}</Stack>}
        </Stack>
      ) : (
        <Group gap={8} wrap="wrap" align="flex-end">
          {top}
          {main}
          {children}
        </Group>
      )}
    </Paper>
  );
}
