import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '@/shared/lib/format';
import { QUEUE_LABELS, type QueueSummary } from '@/contract/queue-stats';
import { formatAge } from './format';
import classes from './QueueCards.module.css';

function Figure({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className={alert ? classes.over : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** One queue: what waits, for how long, against its target, and the week's traffic. */
function QueueCard({ queue, generatedAt }: { queue: QueueSummary; generatedAt: string }) {
  const oldest = queue.oldestWaitingSince;
  const titleId = `queue-${queue.queue}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {QUEUE_LABELS[queue.queue]}
          </Title>
          <Text size="sm" c="dimmed">
            Срок: {queue.targetHours}&nbsp;ч
          </Text>
        </Group>
        <Figure label="Ждут" value={formatCount(queue.waiting)} />
        <Figure
          label="Ждёт дольше всех"
          value={oldest ? formatAge(Date.parse(generatedAt) - Date.parse(oldest)) : '—'}
        />
        <Figure
          label="Дольше срока"
          value={formatCount(queue.overTarget)}
          alert={queue.overTarget > 0}
        />
        <Figure label="Поступило за 7 дней" value={formatCount(queue.received)} />
        <Figure label="Решено за 7 дней" value={formatCount(queue.decided)} />
        <Figure label="Ждут второго мнения" value={formatCount(queue.secondOpinionsWaiting)} />
        <Figure label="Вторых мнений за 7 дней" value={formatCount(queue.escalated)} />
      </Stack>
    </Paper>
  );
}

export function QueueCards({
  queues,
  generatedAt,
}: {
  queues: QueueSummary[] | undefined;
  generatedAt: string | undefined;
}) {
  return (
    <div className={classes.cards}>
      {queues && generatedAt
        ? queues.map((queue) => (
            <QueueCard key={queue.queue} queue={queue} generatedAt={generatedAt} />
          ))
        : [0, 1, 2].map((index) => <Skeleton key={index} h={178} radius="md" />)}
    </div>
  );
}
