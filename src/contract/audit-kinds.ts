import { AREA_LIST, type Area } from './areas';

/**
 * The audit trail's kinds of entity and of action alone: what the audit page's URL schema needs, which
 * is in the first bundle (route search schemas are), without the labels of contract/audit.ts. The
 * kinds are the areas' (areas.ts), in their order.
 */

export type AuditEntityType = Area extends infer A
  ? A extends { audit: { kind: infer K extends string } }
    ? K
    : never
  : never;

export const AUDIT_ENTITY_TYPES = AREA_LIST.flatMap((area) =>
  area.audit ? [area.audit.kind] : [],
) as readonly string[] as readonly [AuditEntityType, ...AuditEntityType[]];

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
  'escalate',
  'escalation_return',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The words of an area's entries in the trail (`<area>-labels.ts`): each enum field's labels by
 * value, and `names`, its fields' names the common ones (`AUDIT_FIELD_LABELS`) lack or name otherwise.
 */
export interface AuditValueLabels {
  entity: AuditEntityType;
  fields: Record<string, Record<string, string>>;
  names?: Record<string, string>;
}
