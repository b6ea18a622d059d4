/**
 * The audit trail's kinds of entity and of action alone: what the audit page's URL schema needs, which
 * is in the first bundle (route search schemas are), without the labels of contract/audit.ts.
 */

export const AUDIT_ENTITY_TYPES = [
  'video',
  'comment',
  'complaint',
  'user',
  'application',
  'contest',
  'category',
  'complaint_reason',
  'contribution',
  'stock',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'hide',
  'restore',
  'resolve',
  'block',
  'unblock',
  'roles',
  'refund',
  'publish',
  'finish',
  'cancel',
  'claim_takeover',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
