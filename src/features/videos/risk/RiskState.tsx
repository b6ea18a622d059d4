import { Text, Tooltip } from '@mantine/core';
import type { FrameRiskView } from './useFrameRisk';

/** What the risk marks are, or why there are none. */
export function RiskState({ risk }: { risk: FrameRiskView }) {
  if (risk.failed)
    return (
      <Text size="xs" c="dimmed" role="status">
        Оценка риска недоступна
      </Text>
    );
  if (risk.thresholdFailed)
    return (
      <Text size="xs" c="dimmed" role="status">
        Порог риска не загрузился: отметок нет
      </Text>
    );
  if (risk.marked.length === 0) return null;
  return (
    <Tooltip label="Отметки ставит модель по картинке кадра: это подсказка, не решение. Shift+> и Shift+< — к следующей и предыдущей">
      <Text size="xs" c="dimmed" data-testid="risk-state">
        отметок риска: {risk.marked.length} (оценка модели)
      </Text>
    </Tooltip>
  );
}
