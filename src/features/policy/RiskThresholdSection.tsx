import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useRiskThreshold } from '@/shared/api/risk-threshold';
import { lazyWidget, useOpenedOnce } from '@/shared/ui/on-demand';

const RiskThresholdDialog = lazyWidget(() => import('./RiskThresholdDialog'));

/**
 * «Порог риска»: from which frame risk the filmstrip and the video queue mark a frame or a video
 * (docs/product.md#risk-per-frame), and the dialog that sets it.
 */
export default function RiskThresholdSection() {
  const threshold = useRiskThreshold();
  const [editing, setEditing] = useState(false);
  const dialogMounted = useOpenedOnce(editing);
  const titleId = useId();
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={titleId}>
          Порог риска
        </Title>
        <Button
          variant="default"
          disabled={threshold === undefined}
          onClick={() => setEditing(true)}
        >
          Изменить порог
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Модель в браузере оценивает кадры видео; кадры и видео с риском от порога помечаются, чтобы
        их проверили первыми. Это подсказка модели: решение всегда за модератором.
      </Text>
      <Text size="sm" aria-busy={threshold === undefined}>
        Помечать от: {threshold === undefined ? '…' : `${Math.round(threshold * 100)}\u00a0%`}
      </Text>
      {dialogMounted && threshold !== undefined && (
        <RiskThresholdDialog
          opened={editing}
          threshold={threshold}
          onClose={() => setEditing(false)}
        />
      )}
    </Paper>
  );
}
