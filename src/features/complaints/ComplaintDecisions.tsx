import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { ShortcutKey } from '@/shared/ui/ShortcutKey';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { blockUnavailable, hideUnavailable, type useComplaintDecisions } from './decisions';
import type { Complaint } from '@/contract/complaints';

const ACTION_LABEL = {
  none: 'Без действий',
  hide_content: 'Контент скрыт',
  block_user: 'Автор заблокирован',
} as const;

export type DecisionsApi = ReturnType<typeof useComplaintDecisions>;

/** The four decisions of a new complaint (with their keys), or how a decided one was decided. */
export function ComplaintDecisions({
  complaint,
  decisions,
  onDecided,
}: {
  complaint: Complaint;
  decisions: DecisionsApi;
  onDecided: () => void;
}) {
  if (complaint.status !== 'new') {
    const resolution = complaint.resolution;
    return (
      <Alert color="gray" title={COMPLAINT_STATUS_STYLES[complaint.status].label}>
        {resolution && (
          <Stack gap={2}>
            <Text size="sm">
              {complaint.status === 'rejected' ? 'Нарушения нет' : ACTION_LABEL[resolution.action]}
              {resolution.note && `: ${resolution.note}`}
            </Text>
            <Text size="xs" c="dimmed">
              {resolution.resolvedBy.nickname}, {formatDateTime(resolution.resolvedAt)}
            </Text>
          </Stack>
        )}
      </Alert>
    );
  }
  const pending = decisions.isPending(complaint.id);
  const hideBlocked = hideUnavailable(complaint);
  const blockBlocked = blockUnavailable(complaint);
  const siblings = complaint.targetComplaints.new - 1;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Решение
      </Text>
      {siblings > 0 && (
        <Text size="xs" c="dimmed">
          Решение закроет и другие новые жалобы на этот объект: {formatCount(siblings)}.
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="default"
          disabled={pending}
          onClick={() => void decisions.noViolation(complaint, onDecided)}
          rightSection={<ShortcutKey letter="R" />}
        >
          Нарушения нет
        </Button>
        <Tooltip label={hideBlocked} disabled={!hideBlocked}>
          <Button
            color="orange"
            disabled={pending || Boolean(hideBlocked)}
            onClick={() => void decisions.hideContent(complaint, onDecided)}
            rightSection={<ShortcutKey letter="H" />}
          >
            Скрыть контент
          </Button>
        </Tooltip>
        <Tooltip label={blockBlocked} disabled={!blockBlocked}>
          <Button
            color="red"
            disabled={pending || Boolean(blockBlocked)}
            onClick={() => void decisions.blockAuthor(complaint, onDecided)}
            rightSection={<ShortcutKey letter="B" />}
          >
            Заблокировать автора
          </Button>
        </Tooltip>
        <Button
          variant="subtle"
          disabled={pending}
          onClick={() => void decisions.noAction(complaint, onDecided)}
          rightSection={<ShortcutKey letter="A" />}
        >
          Без действий
        </Button>
      </Group>
    </Stack>
  );
}
