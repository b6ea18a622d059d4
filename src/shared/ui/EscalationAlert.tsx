import { Alert, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { ESCALATION_WORDS, type ItemEscalation } from '@/contract/escalations';
import { formatDateTime } from '../lib/format';

/**
 * On a queue item waiting for a second opinion: who asked, when, and what they doubt. Its decision
 * is the administrators' until then (a moderator's is refused).
 */
export function EscalationAlert({ escalation }: { escalation: ItemEscalation | null | undefined }) {
  if (!escalation) return null;
  return (
    <Alert
      color="grape"
      icon={<IconUsersGroup size={18} />}
      title={`${ESCALATION_WORDS.waiting}: просит ${escalation.askedBy.nickname}`}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        «{escalation.note}»
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(escalation.askedAt)}
      </Text>
    </Alert>
  );
}
