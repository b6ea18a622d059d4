import { Stack, Text } from '@mantine/core';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { columnsFor } from '@/shared/table/columns';
import { ClaimBadge } from '@/shared/ui/claims';
import { ExpandableText } from '@/shared/ui/ExpandableText';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { UnsentMark } from '@/shared/ui/UnsentMark';
import { APPLICATION_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Application } from '@/contract/applications';
import { APPLICATION_TYPE_LABEL } from './api';
import { ApplicationDecision } from './ApplicationDecision';

/**
 * Who reviewed it and when, under the status: no column that is empty in the pending queue, and the
 * table fits a 1280 px screen with its actions.
 */
function Status({ row }: { row: Application }) {
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={row.status} styles={APPLICATION_STATUS_STYLES} />
      {row.reviewedAt && (
        <Text size="xs" c="dimmed">
          {row.reviewedBy && `${row.reviewedBy.nickname}, `}
          {formatDateTime(row.reviewedAt)}
        </Text>
      )}
      <ClaimBadge claim={row.claim} />
      <UnsentMark item={`applications/${row.id}`} />
    </Stack>
  );
}

function Message({ row }: { row: Application }) {
  return (
    <Stack gap={2} maw={320}>
      <ExpandableText>{row.message}</ExpandableText>
      {row.rejectReason && (
        <Text size="xs" c="red">
          Причина отказа: {row.rejectReason}
        </Text>
      )}
    </Stack>
  );
}

/** What the application is about: a contest, or the sum of a payout. */
function Subject({ row }: { row: Application }) {
  if (row.contest) return <Text size="sm">{row.contest.title}</Text>;
  if (row.amount === null) return '—';
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(row.amount)}
    </Text>
  );
}

const c = columnsFor<Application>();

export const applicationColumns = [
  c.user('user', 'Пользователь'),
  c.labelled('type', 'Тип', APPLICATION_TYPE_LABEL),
  c.custom('status', 'Статус', Status),
  c.custom('message', 'Сообщение', Message),
  c.custom('subject', 'Конкурс / сумма', Subject),
  c.date('createdAt', 'Подана', { sortable: true }),
  c.actions(ApplicationDecision),
];
