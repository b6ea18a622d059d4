import { Paper, Text } from '@mantine/core';
import { formatCount, formatMoney } from '@/shared/lib/format';
import classes from './ContributionFigures.module.css';

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

/**
 * The filtered set's sum and count («…» until the list has answered), side by side as a grid of a
 * CSS module (Mantine's SimpleGrid writes its columns as media-query styles at run time).
 */
export function ContributionFigures({ sum, total }: { sum?: number; total?: number }) {
  return (
    <div className={classes.figures}>
      <Figure label="Итого по фильтру" value={sum === undefined ? '…' : formatMoney(sum)} />
      <Figure label="Платежей" value={total === undefined ? '…' : formatCount(total)} />
    </div>
  );
}
