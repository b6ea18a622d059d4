import type { AuditValueLabels } from './audit-kinds';
import type { ContestStatus } from './contests-list';

/**
 * How the panel names each status, wherever it is shown (badges, filters, the audit trail): apart
 * from the schemas (contests.ts) and from the list module, which is in the first chunk. `scheduled`
 * is no server status: an `active` contest whose start is still ahead is shown so (`contestState`, contests-list.ts).
 */
export const CONTEST_STATUS_LABELS = {
  draft: 'Черновик',
  scheduled: 'Запланирован',
  active: 'Идёт',
  finished: 'Завершён',
  cancelled: 'Отменён',
} as const satisfies Record<ContestStatus | 'scheduled', string>;

export const valueLabels: AuditValueLabels = {
  entity: 'contest',
  fields: { status: CONTEST_STATUS_LABELS },
};
