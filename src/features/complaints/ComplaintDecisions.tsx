import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { ShortcutKey } from '@/shared/ui/ShortcutKey';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { hideUnavailable, type useComplaintDecisions } from './decisions';
import type { Complaint } from '@/contract/complaints';
import { ESCALATION_WORDS, escalationUnavailable } from '@/contract/escalations';
import { IconUsersGroup } from '@tabler/icons-react';

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
  const blockBlocked = decisions.blockUnavailable(complaint);
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
        <UnavailableTooltip why={hideBlocked}>
          <Button
            color="orange"
            disabled={pending}
            {...unavailable(hideBlocked)}
            onClick={() => hideBlocked || void decisions.hideContent(complaint, onDecided)}
            rightSection={<ShortcutKey letter="H" />}
          >
            Скрыть контент
          </Button>
        </UnavailableTooltip>
        <UnavailableTooltip why={blockBlocked}>
          <Button
            color="red"
            disabled={pending}
            {...unavailable(blockBlocked)}
            onClick={() => blockBlocked || void decisions.blockAuthor(complaint, onDecided)}
            rightSection={<ShortcutKey letter="B" />}
          >
            Заблокировать автора
          </Button>
        </UnavailableTooltip>
        <Button
          variant="subtle"
          disabled={pending}
          onClick={() => void decisions.noAction(complaint, onDecided)}
          rightSection={<ShortcutKey letter="A" />}
        >
          Без действий
        </Button>
        <Button
          variant="subtle"
          color="grape"
          leftSection={<IconUsersGroup size={16} />}
          disabled={pending || escalationUnavailable(complaint) !== null}
          onClick={() => void decisions.escalate(complaint, onDecided)}
          rightSection={<ShortcutKey letter="E" />}
        >
          {ESCALATION_WORDS.action}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A decision that does not apply looks disabled but keeps its pointer events (Mantine's
 * `data-disabled`), so its tooltip can say why; a disabled button would never show it.
 */
function unavailable(why: string | null) {
  return why ? { 'data-disabled': true, 'aria-disabled': true } : {};
}

function UnavailableTooltip({ why, children }: { why: string | null; children: ReactElement }) {
  return (
    <Tooltip label={why} disabled={!why}>
      {children}
    </Tooltip>
  );
}
