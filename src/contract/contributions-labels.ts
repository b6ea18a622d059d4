import type { AuditValueLabels } from './audit-kinds';
import type { ContributionStatus, ContributionType, PaymentMethod } from './contributions-list';

/**
 * The words of a contribution's values, wherever they are shown (badges, filters, the CSV, the audit
 * trail): apart from the schemas (contributions.ts) and from the list module, which is in the first
 * chunk.
 */
export const CONTRIBUTION_STATUS_LABELS = {
  succeeded: 'Успешно',
  pending: 'В обработке',
  failed: 'Ошибка',
  refunded: 'Возврат',
} as const satisfies Record<ContributionStatus, string>;

export const CONTRIBUTION_TYPE_LABELS: Record<ContributionType, string> = {
  entry_fee: 'Вступительный взнос',
  donation: 'Пожертвование',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Карта',
  sbp: 'СБП',
  wallet: 'Кошелёк',
};

export const valueLabels: AuditValueLabels = {
  entity: 'contribution',
  fields: {
    status: CONTRIBUTION_STATUS_LABELS,
    type: CONTRIBUTION_TYPE_LABELS,
    paymentMethod: PAYMENT_METHOD_LABELS,
  },
};
