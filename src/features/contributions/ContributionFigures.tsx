import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatMoney } from '@/shared/lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* An output, named by its caption (a paragraph may not carry `aria-label`). */}
      <Text component="output" display="block" size="xl" fw={700} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

/** The filtered set's sum and count («…» until the list has answered). */
export function ContributionFigures({ sum, total }: { sum?: number; total?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} mb="md" maw={560}>
      <Figure label="Итого по фильтру" value={sum === undefined ? '…' : formatMoney(sum)} />
      <Figure label="Платежей" value={total === undefined ? '…' : formatCount(total)} />
    </SimpleGrid>
  );
}
