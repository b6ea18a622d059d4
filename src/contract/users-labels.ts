import type { AuditValueLabels } from './audit-kinds';
import type { UserStatus } from './users-list';

/**
 * The words of a user's values, wherever they are shown (badges, filters, the audit trail): apart
 * from the schemas (users.ts) and from the list module, which is in the first chunk.
 */
export const USER_STATUS_LABELS = {
  active: 'Активен',
  blocked: 'Заблокирован',
} as const satisfies Record<UserStatus, string>;

export const valueLabels: AuditValueLabels = {
  entity: 'user',
  fields: { status: USER_STATUS_LABELS },
};
