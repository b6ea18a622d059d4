import { formatMoney } from '@/shared/lib/format';
import { heldNotice } from '@/shared/ui/claims';
import { askReason } from '@/shared/form/reason-dialog';
import { confirmAction } from '@/shared/ui/dialogs';
import { APPLICATION_REJECT_REASON_MAX, type Application } from '@/contract/applications';
import { applicationRejectReasonSchema } from './api';

/** The reason the user will read; the dialog stays open until `submit` succeeds. */
export function askApplicationRejectReason(submit: (reason: string) => Promise<boolean>) {
  return askReason({
    title: 'Отклонить заявку',
    label: 'Причина отклонения',
    description: 'Пользователь увидит эту причину.',
    confirmLabel: 'Отклонить',
    schema: applicationRejectReasonSchema,
    maxLength: APPLICATION_REJECT_REASON_MAX,
    readyReasonKind: 'reject_application',
    submit,
  });
}

/** Money leaving the platform is approved only after the moderator has seen the amount. */
export function confirmPayout(application: Application): Promise<boolean> {
  return confirmAction({
    title: 'Одобрить вывод средств?',
    message: `С баланса ${application.user.nickname} будет списано ${formatMoney(application.amount ?? 0)}.`,
    confirmLabel: `Вывести ${formatMoney(application.amount ?? 0)}`,
  });
}

/** Bulk approval names how much money the selected payouts take before anything is sent. */
export function confirmBulkApproval(selected: Application[], held = 0): Promise<boolean> {
  const payouts = selected.filter((item) => item.type === 'payout');
  const payoutSum = payouts.reduce((sum, item) => sum + (item.amount ?? 0), 0);
  return confirmAction({
    title: 'Одобрить выбранные заявки?',
    message:
      payouts.length > 0
        ? `Будет одобрено заявок: ${selected.length}. Выводов средств: ${payouts.length} на ${formatMoney(payoutSum)} — эти суммы спишутся с балансов пользователей.${heldNotice(held)}`
        : `Будет одобрено заявок: ${selected.length}.${heldNotice(held)}`,
    confirmLabel: 'Одобрить',
  });
}
