import { Text } from '@mantine/core';
import { columnsFor } from '@/shared/table/columns';
import { CONTRIBUTION_STATUS_STYLES } from '@/shared/ui/statuses';
import { RefundButton } from './RefundButton';
import {
  CONTRIBUTION_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  type Contribution,
} from '@/contract/contributions';

function ContestCell({ row }: { row: Contribution }) {
  return (
    <Text size="sm" truncate="end" maw={260} title={row.contest?.title ?? 'Платформа'}>
      {row.contest?.title ?? 'Платформа'}
    </Text>
  );
}

function TypeCell({ row }: { row: Contribution }) {
  return CONTRIBUTION_TYPE_LABELS[row.type];
}

function PaymentMethodCell({ row }: { row: Contribution }) {
  return PAYMENT_METHOD_LABELS[row.paymentMethod];
}

const c = columnsFor<Contribution>();
export const contributionColumns = [
  c.user('user', 'Пользователь'),
  c.custom('contest', 'Конкурс', ContestCell),
  c.money('amount', 'Сумма', { sortable: true }),
  c.custom('type', 'Тип', TypeCell, { shrink: true }),
  c.custom('paymentMethod', 'Способ', PaymentMethodCell, { shrink: true }),
  c.status('status', 'Статус', CONTRIBUTION_STATUS_STYLES),
  c.date('createdAt', 'Дата', { sortable: true }),
  c.actions(RefundButton),
];
