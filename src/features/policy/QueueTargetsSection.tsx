import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { keys } from '@/shared/api/keys';
import { apiOf } from '@/shared/api/session';
import { lazyWidget, useOpenedOnce } from '@/shared/ui/on-demand';
import {
  QUEUE_LABELS,
  QUEUE_NAMES,
  queueStatsSchema,
  type QueueTargets,
} from '@/contract/queue-stats';

const TargetsDialog = lazyWidget(() => import('./TargetsDialog'));

/** The targets as the queues' figures carry them (`GET /stats/queues`, its default period). */
const targetsQueryOptions = () =>
  queryOptions({
    queryKey: [...keys.queues.all, 'targets'],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('stats/queues', queueStatsSchema, { signal }),
    select: (stats) =>
      Object.fromEntries(
        stats.queues.map((queue) => [queue.queue, queue.targetHours]),
      ) as QueueTargets,
  });

/** «Сроки очередей»: how long an item of each queue may wait, and the dialog that sets it. */
export function QueueTargetsSection() {
  const targets = useQuery(targetsQueryOptions()).data;
  const [editing, setEditing] = useState(false);
  const dialogMounted = useOpenedOnce(editing);
  const titleId = useId();
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          Сроки очередей
        </Title>
        <Button variant="default" disabled={!targets} onClick={() => setEditing(true)}>
          Изменить сроки
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Сколько элемент очереди может ждать решения; «Обзор очередей» считает тех, кто ждёт дольше.
      </Text>
      <Group gap="xl" aria-busy={!targets}>
        {QUEUE_NAMES.map((queue) => (
          <Text key={queue} size="sm">
            {QUEUE_LABELS[queue]}: {targets ? `${targets[queue]} ч` : '…'}
          </Text>
        ))}
      </Group>
      {dialogMounted && targets && (
        <TargetsDialog opened={editing} targets={targets} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
