import type { ApplicationStatus } from './applications-list';
import type { AuditValueLabels } from './audit-kinds';

/**
 * The words of an application's values, wherever they are shown (badges, filters, the audit trail):
 * apart from the schemas (applications.ts) and from the list module, which is in the first chunk.
 */
export const APPLICATION_STATUS_LABELS = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
} as const satisfies Record<ApplicationStatus, string>;

export const valueLabels: AuditValueLabels = {
  entity: 'application',
  fields: { status: APPLICATION_STATUS_LABELS },
};
