import type { AuditValueLabels } from './audit-kinds';
import { QUEUE_LABELS } from './queue-stats';

/** The trail's words for a queue's target: which queue, and its hours. */
export const valueLabels: AuditValueLabels = {
  entity: 'queue_target',
  fields: { queue: QUEUE_LABELS },
  names: { queue: 'Очередь', targetHours: 'Срок, ч' },
};
