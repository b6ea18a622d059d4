import { Group, Text } from '@mantine/core';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { CellLine, CellText, columnsFor } from '@/shared/table/columns';
import { ClaimBadge } from '@/shared/ui/claims';
import { EscalationMark } from '@/shared/ui/EscalationMark';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { DecisionMark } from '@/shared/ui/DecisionMark';
import { APPLICATION_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Application } from '@/contract/applications';
import { APPLICATION_TYPE_LABEL } from './api';
import { ApplicationDecision } from './ApplicationDecision';

const STATUS_FIELDS = ['id', 'status', 'reviewedAt', 'reviewedBy', 'claim', 'escalation'] as const;

/**
 * Who reviewed it and when, under the status: no column that is empty in the pending queue, and the
 * table fits a 1280 px screen with its actions.
 */
function Status({ row }: { row: Pick<Application, (typeof STATUS_FIELDS)[number]> }) {
  const reviewed =
    row.reviewedAt &&
    `${row.reviewedBy ? `${row.reviewedBy.nickname}, ` : ''}${formatDateTime(row.reviewedAt)}`;
  return (
    <Group gap={6} wrap="nowrap">
      <StatusBadge status={row.status} styles={APPLICATION_STATUS_STYLES} />
      {reviewed && (
        <Text size="xs" c="dimmed" data-wrap-when-narrow="">
          {reviewed}
        </Text>
      )}
      <ClaimBadge claim={row.claim} />
      <EscalationMark escalation={row.escalation} />
      <DecisionMark item={`applications/${row.id}`} />
    </Group>
  );
}

/**
 * The message in one line (the whole on hover and focus), the reason of a refusal after it: kept in
 * view however long the message, so that the refused list says why.
 */
function Message({ row }: { row: Pick<Application, 'message' | 'rejectReason'> }) {
  const refusal = row.rejectReason && `Причина отказа: ${row.rejectReason}`;
  return (
    <CellLine
      full={refusal ? `${row.message} — ${refusal}` : row.message}
      main={<CellText tabIndex={0}>{row.message}</CellText>}
      facts={refusal}
      keepFacts
    />
  );
}

/** What the application is about: a contest, or the sum of a payout. */
function Subject({ row }: { row: Pick<Application, 'contest' | 'amount'> }) {
  if (row.contest)
    return (
      <Text size="sm" truncate="end" maw={120} title={row.contest.title}>
        {row.contest.title}
      </Text>
    );
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
  c.custom('status', 'Статус', Status, { reads: STATUS_FIELDS }),
  // Down to 128 px: the row's three decisions fit 1280 px; the message is whole in its hint.
  c.custom('message', 'Сообщение', Message, {
    main: true,
    mainMinWidth: 128,
    reads: ['message', 'rejectReason'],
  }),
  c.custom('subject', 'Конкурс / сумма', Subject, { reads: ['contest', 'amount'] }),
  c.date('createdAt', 'Подана', { sortable: true }),
  c.actions(ApplicationDecision),
];
