import type { AuditValueLabels } from './audit-kinds';
import type { CommentStatus } from './comments-list';

/**
 * The words of a comment's values, wherever they are shown (badges, filters, the audit trail): apart
 * from the schemas (comments.ts) and from the list module, which is in the first chunk.
 */
export const COMMENT_STATUS_LABELS = {
  visible: 'Виден',
  hidden: 'Скрыт',
} as const satisfies Record<CommentStatus, string>;

export const valueLabels: AuditValueLabels = {
  entity: 'comment',
  fields: { status: COMMENT_STATUS_LABELS },
};
