import type { AuditValueLabels } from './audit-kinds';
import type { PolicyReasonKind } from './policy-reasons-list';

/** The kinds of decision in words (the page's filter and column, the form's select, the trail). */
export const POLICY_REASON_KIND_LABELS = {
  reject_video: 'Отклонение видео',
  block_user: 'Блокировка пользователя',
  reject_application: 'Отклонение заявки',
} as const satisfies Record<PolicyReasonKind, string>;

/** The trail's words: its values, and (`names`) its fields the common names do not fit. */
export const valueLabels: AuditValueLabels = {
  entity: 'policy_reason',
  fields: { kind: POLICY_REASON_KIND_LABELS },
  names: { kind: 'Решение', sortOrder: 'Порядок клавиш' },
};
