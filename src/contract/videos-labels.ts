import type { AuditValueLabels } from './audit-kinds';
import type { VideoStatus } from './videos-list';

/**
 * The words of a video's values, wherever they are shown (badges, filters, the audit trail): apart
 * from the schemas (videos.ts) and from the list module, which is in the first chunk.
 */
export const VIDEO_STATUS_LABELS = {
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
} as const satisfies Record<VideoStatus, string>;

export const valueLabels: AuditValueLabels = {
  entity: 'video',
  fields: { status: VIDEO_STATUS_LABELS },
};
