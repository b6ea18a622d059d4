import { Group, Paper, Skeleton, Title } from '@mantine/core';
import { useState } from 'react';
import { lazyWidget, useWhenIdle } from '@/shared/ui/on-demand';
import { SegmentedChoice } from '@/shared/ui/SegmentedChoice';
import {
  QUEUE_LABELS,
  QUEUE_NAMES,
  type QueueName,
  type QueueSummary,
} from '@/contract/queue-stats';

const QueueChartLines = lazyWidget(() => import('./QueueChartLines'));

type Span = 'day' | 'week';
const SPANS = [
  { value: 'day', label: 'За 24 часа' },
  { value: 'week', label: 'За 7 дней' },
] as const satisfies ReadonlyArray<{ value: Span; label: string }>;

type Shown = QueueName | 'all';
const QUEUE_CHOICES = [
  { value: 'all', label: 'Все очереди' },
  ...QUEUE_NAMES.map((queue) => ({ value: queue, label: QUEUE_LABELS[queue] })),
] as const satisfies ReadonlyArray<{ value: Shown; label: string }>;

/** Per hour of the chosen queue (or all three summed): items received and decisions made. */
export function hourlyPoints(queues: QueueSummary[], shown: Shown, span: Span) {
  const chosen = shown === 'all' ? queues : queues.filter((queue) => queue.queue === shown);
  const hours = chosen[0]?.hours ?? [];
  const points = hours.map((hour, index) => ({
    at: hour.at,
    received: chosen.reduce((sum, queue) => sum + (queue.hours[index]?.received ?? 0), 0),
    decided: chosen.reduce((sum, queue) => sum + (queue.hours[index]?.decided ?? 0), 0),
  }));
  return span === 'day' ? points.slice(-24) : points;
}

/** The chart's height: the same in its stand-in, so nothing moves when it is drawn. */
const HEIGHT = 240;

export function QueueChart({ queues }: { queues: QueueSummary[] | undefined }) {
  const [span, setSpan] = useState<Span>('day');
  const [shown, setShown] = useState<Shown>('all');
  // The charts' library (recharts) loads once the figures are drawn and the browser is idle.
  const idle = useWhenIdle(queues !== undefined);
  const stand = <Skeleton h={HEIGHT} mt="sm" />;
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby="per-hour">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="per-hour">
          Поступило и решено по часам
        </Title>
        <Group gap="xs">
          <SegmentedChoice
            label="Очередь"
            data={QUEUE_CHOICES}
            value={shown}
            onChange={setShown}
            size="xs"
          />
          <SegmentedChoice
            label="Период графика"
            data={SPANS}
            value={span}
            onChange={setSpan}
            size="xs"
          />
        </Group>
      </Group>
      {queues && idle ? (
        <QueueChartLines
          points={hourlyPoints(queues, shown, span)}
          span={span}
          height={HEIGHT}
          fallback={stand}
        />
      ) : (
        stand
      )}
    </Paper>
  );
}
