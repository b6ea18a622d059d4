import { Group, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { ItemEscalation } from '@/contract/escalations-item';

/** On a queue's row: the item waits for a second opinion (who asked and why on hover). */
export function EscalationMark({ escalation }: { escalation: ItemEscalation | null | undefined }) {
  if (!escalation) return null;
  return (
    <Group gap={4} wrap="nowrap" mt={2} title={`«${escalation.note}»`}>
      <IconUsersGroup size={14} color="var(--mantine-color-grape-6)" aria-hidden />
      <Text size="xs" fw={600} lh={1.2} c="grape">
        второе мнение: просит {escalation.askedBy.nickname}
      </Text>
    </Group>
  );
}
