import type { QueueName } from '@/contract/queue-stats';
import { RISK_THRESHOLD_DEFAULT } from '@/contract/video-risk';
import type { AreaTable } from '../tables';

/** How long an item of a queue may wait (docs/api.md, «Queue health»), set by an administrator. */
export interface MockQueueTarget {
  id: number;
  queue: QueueName;
  targetHours: number;
  /** The video queue's: the frame risk from which the filmstrip marks a frame (video-risk.ts). */
  riskThreshold?: number;
}

declare module '../tables' {
  interface AreaTables {
    queueTargets: MockQueueTarget[];
  }
}

export const table: AreaTable<'queueTargets'> = {
  name: 'queueTargets',
  seed: () => [
    { id: 1, queue: 'videos', targetHours: 24, riskThreshold: RISK_THRESHOLD_DEFAULT },
    { id: 2, queue: 'complaints', targetHours: 4 },
    { id: 3, queue: 'applications', targetHours: 48 },
  ],
};
