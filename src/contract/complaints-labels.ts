import type { AuditValueLabels } from './audit-kinds';
import type { ComplaintAction, ComplaintStatus } from './complaints-list';

/**
 * The words of a complaint's values, wherever they are shown (badges, filters, the audit trail):
 * apart from the schemas (complaints.ts) and from the list module, which is in the first chunk.
 */
export const COMPLAINT_STATUS_LABELS = {
  new: 'Новая',
  resolved: 'Решена',
  rejected: 'Отклонена',
} as const satisfies Record<ComplaintStatus, string>;

/** A complaint's resolution, as the complaint panel's buttons name it. */
export const RESOLUTION_ACTION_LABELS: Record<ComplaintAction, string> = {
  none: 'Без мер',
  hide_content: 'Скрыть контент',
  block_user: 'Заблокировать автора',
};

export const valueLabels: AuditValueLabels = {
  entity: 'complaint',
  fields: { status: COMPLAINT_STATUS_LABELS, resolutionAction: RESOLUTION_ACTION_LABELS },
};
