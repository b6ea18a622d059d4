import type { AuditValueLabels } from './audit-kinds';
import { QUEUE_LABELS } from './queue-stats';

/** The trail's words for a queue's target: which queue, its hours, the video queue's risk threshold. */
export const valueLabels: AuditValueLabels = {
  entity: 'queue_target',
  fields: { queue: QUEUE_LABELS },
  names: { queue: 'Очередь', targetHours: 'Срок, ч', riskThreshold: 'Порог риска' },
};
