import { Button } from '@mantine/core';
import { askReason } from '@/shared/form/reason-dialog';
import { formatMoney } from '@/shared/lib/format';
import { useRefundContribution } from './api';
import { REFUND_REASON_MAX, refundReasonSchema, type Contribution } from '@/contract/contributions';

/** «Вернуть» of a succeeded payment: asks for the reason, then refunds. */
export function RefundButton({ row }: { row: Contribution }) {
  const refund = useRefundContribution();
  if (row.status !== 'succeeded') return null;
  const ask = () =>
    askReason({
      title: `Возврат платежа №${row.id}`,
      description: `${formatMoney(row.amount)} вернутся на баланс пользователя ${row.user.nickname}. Отменить возврат нельзя.`,
      label: 'Причина возврата',
      confirmLabel: 'Вернуть',
      schema: refundReasonSchema,
      maxLength: REFUND_REASON_MAX,
      submit: (reason) => refund.run({ id: row.id, reason }),
    });
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      loading={refund.isPending(row.id)}
      onClick={() => void ask()}
      aria-label={`Вернуть платёж №${row.id}`}
    >
      Вернуть
    </Button>
  );
}
