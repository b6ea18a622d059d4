import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { formatMoneyShort } from '@/shared/lib/money';
import { ErrorState } from '@/shared/ui/states';
import type { Period } from './period';
import { CONTRIBUTION_TYPE_LABELS, type ContributionDay } from '@/contract/contributions';

const dayLabel = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' });

/** Whether the chart is folded, remembered in this browser. */
export const CHART_FOLDED_KEY = 'www-contributions-chart-folded';

/**
 * Amount per day of the period, stacked by type (kopecks all the way; formatted only for display).
 * It sits under the table and folds to its title line, remembered in this browser.
 */
export function ContributionsChart({
  days,
  title,
  period,
  isLoading,
  error,
  onRetry,
}: {
  days: ContributionDay[] | undefined;
  title: string;
  period: Period;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  const [folded, setFolded] = useLocalStorage({
    key: CHART_FOLDED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const data = (days ?? []).map((day) => ({
    day: dayLabel.format(new Date(day.date)),
    entry_fee: day.byType.entry_fee,
    donation: day.byType.donation,
  }));
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label="График взносов">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {formatDate(`${period.from}T12:00:00`)} — {formatDate(`${period.to}T12:00:00`)}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={!folded}
            onClick={() => setFolded(!folded)}
          >
            {folded ? 'Показать график' : 'Свернуть график'}
          </Button>
        </Group>
      </Group>
      {folded ? null : error && !days ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : isLoading ? (
        <Skeleton h={220} />
      ) : (
        <BarChart
          mt="sm"
          h={220}
          data={data}
          dataKey="day"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={formatMoney}
          // The axis in whole roubles («100 000 ₽»); the tooltip keeps the kopecks.
          yAxisProps={{ width: 96, tickFormatter: formatMoneyShort }}
          series={[
            { name: 'entry_fee', label: CONTRIBUTION_TYPE_LABELS.entry_fee, color: 'indigo.6' },
            { name: 'donation', label: CONTRIBUTION_TYPE_LABELS.donation, color: 'teal.5' },
          ]}
        />
      )}
    </Paper>
  );
}
