import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@/shared/lib/format';
import { lazyWidget, useWhenIdle } from '@/shared/ui/on-demand';
import type { Period } from './period';
import type { ContributionDay } from '@/contract/contributions';

const ContributionsBars = lazyWidget(() => import('./ContributionsBars'));
const ErrorState = lazyWidget(() => import('@/shared/ui/ErrorState'));

/** Whether the chart is folded, remembered in this browser. */
export const CHART_FOLDED_KEY = 'www-contributions-chart-folded';

/*
 * Read once and written on each change, by hand: Mantine's useLocalStorage (1 KiB gzip with its
 * cross-tab sync, which a fold does not need) weighed on the page's first paint.
 */
function readFolded(): boolean {
  try {
    return window.localStorage.getItem(CHART_FOLDED_KEY) === 'true';
  } catch {
    return false;
  }
}

function useFolded(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(readFolded);
  const change = (next: boolean) => {
    setFolded(next);
    try {
      window.localStorage.setItem(CHART_FOLDED_KEY, JSON.stringify(next));
    } catch {
      // Private mode, quota: folded for this visit only.
    }
  };
  return [folded, change];
}

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
  const [folded, setFolded] = useFolded();
  // The chart's library (recharts) loads once the figures are in and the browser is idle.
  const idle = useWhenIdle(!isLoading);
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
      ) : isLoading || !idle ? (
        <Skeleton h={220} />
      ) : (
        <ContributionsBars days={days ?? []} fallback={<Skeleton h={220} />} />
      )}
    </Paper>
  );
}
