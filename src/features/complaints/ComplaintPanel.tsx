import {
  ActionIcon,
  Divider,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/shared/api/errors';
import { keys } from '@/shared/api/keys';
import { EntityHistory } from '@/shared/audit/EntityHistory';
import { formatDateTime } from '@/shared/lib/format';
import { ClaimAlert } from '@/shared/ui/ClaimAlert';
import { EscalationAlert } from '@/shared/ui/EscalationAlert';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { DecisionMark } from '@/shared/ui/DecisionMark';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { complaintQueryOptions } from './panel-api';
import { ComplaintDecisions, type DecisionsApi } from './ComplaintDecisions';
import { ComplaintTarget } from './ComplaintTarget';
import type { Complaint } from '@/contract/complaints';
import { UserAvatar } from '@/shared/ui/UserAvatar';

/**
 * The complaint open beside the queue (its id in the URL): the target in full and the decision. Not a
 * modal: the queue's keys keep working while it is open, and it follows the keyboard's row.
 */
export default function ComplaintPanel({
  id,
  row,
  decisions,
  onDecided,
  onClose,
}: {
  id: number;
  row: Complaint | undefined;
  decisions: DecisionsApi;
  /** The decision has left: the queue moves on from this complaint. */
  onDecided: (id: number) => void;
  onClose: () => void;
}) {
  const query = useQuery({ ...complaintQueryOptions(id), placeholderData: row });
  const complaint = query.data;
  return (
    <Paper
      component="aside"
      aria-label="Жалоба"
      withBorder
      shadow="md"
      radius={0}
      pos="fixed"
      top="var(--app-shell-header-offset, 0rem)"
      right={0}
      bottom={0}
      w={{ base: '100%', sm: 440 }}
      style={{ zIndex: 150 }}
    >
      <ScrollArea h="100%" p="md">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={2} size="h4">
            Жалоба №{id}
          </Title>
          <Tooltip label="Закрыть (Esc)">
            <ActionIcon variant="subtle" color="gray" aria-label="Закрыть" onClick={onClose}>
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {!complaint ? (
          query.error ? (
            <Text size="sm">
              {isNotFound(query.error) ? 'Жалоба не найдена.' : query.error.message}
            </Text>
          ) : (
            <Loader size="sm" />
          )
        ) : (
          <Stack gap="md">
            <Stack gap={4}>
              <Group gap={6}>
                <StatusBadge status={complaint.status} styles={COMPLAINT_STATUS_STYLES} />
                <DecisionMark item={`complaints/${complaint.id}`} />
                <Text size="sm" fw={600}>
                  {complaint.reason.title}
                </Text>
              </Group>
              {complaint.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {complaint.text}
                </Text>
              )}
              <Group gap={6}>
                <UserAvatar src={complaint.reporter.avatarUrl} size={20} />
                <Text size="xs" c="dimmed">
                  {complaint.reporter.nickname}, {formatDateTime(complaint.createdAt)}
                </Text>
              </Group>
            </Stack>
            <ClaimAlert
              queue="complaints"
              id={complaint.id}
              waiting={complaint.status === 'new'}
              keys={keys.complaints}
              claim={complaint.claim}
            />
            <EscalationAlert escalation={complaint.escalation} />
            <ComplaintDecisions
              complaint={complaint}
              decisions={decisions}
              onDecided={() => onDecided(complaint.id)}
            />
            <Divider />
            <ComplaintTarget complaint={complaint} />
            <Divider />
            <EntityHistory entityType="complaint" entityId={complaint.id} framed={false} />
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}
