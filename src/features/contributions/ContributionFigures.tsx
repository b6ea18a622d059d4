import { Group, Text } from '@mantine/core';
import { formatCount, formatMoney } from '@/shared/lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      {/* An output, named by its caption (a paragraph may not carry `aria-label`). */}
      <Text component="output" size="sm" fw={700} aria-label={label}>
        {value}
      </Text>
    </Group>
  );
}

/** The filtered set's sum and count («…» until the list has answered), in the table's toolbar. */
export function ContributionFigures({ sum, total }: { sum?: number; total?: number }) {
  return (
    <Group gap="xl" wrap="nowrap">
      <Figure label="Итого по фильтру" value={sum === undefined ? '…' : formatMoney(sum)} />
      <Figure label="Платежей" value={total === undefined ? '…' : formatCount(total)} />
    </Group>
  );
}
