import { AUDIT_DATE_FIELDS, AUDIT_MONEY_FIELDS, type AuditEntityType } from '@/contract/audit';
import type { AuditEntry } from '@/contract/audit-schema';
import { auditFieldLabel, auditValueLabel } from '@/contract/audit-values';
import { formatDateTime, formatMoney } from '@/shared/lib/format';

/** One field's value as a moderator reads it: statuses by their labels, money, dates, «—» for none. */
export function formatAuditValue(type: AuditEntityType, field: string, value: unknown): string {
  const label = auditValueLabel(type, field, value);
  if (label !== undefined) return label;
  if (AUDIT_MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (AUDIT_DATE_FIELDS.has(field) && typeof value === 'string') return formatDateTime(value);
  return String(value);
}

export interface AuditChange {
  field: string;
  label: string;
  /** Null for a creation (nothing before) and a deletion (nothing after). */
  before: string | null;
  after: string | null;
}

/** The changed fields of an entry, each with its label and both values formatted. */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const fields = Object.keys(entry.after ?? entry.before ?? {});
  const side = (values: Record<string, unknown> | null, field: string) =>
    values ? formatAuditValue(entry.entityType, field, values[field]) : null;
  return fields.map((field) => ({
    field,
    label: auditFieldLabel(entry.entityType, field),
    before: side(entry.before, field),
    after: side(entry.after, field),
  }));
}

/** «Статус: На модерации → Опубликовано», one line per field (a creation or deletion: one value). */
export function auditChangeText(change: AuditChange): string {
  if (change.before === null) return `${change.label}: ${change.after}`;
  if (change.after === null) return `${change.label}: ${change.before}`;
  return `${change.label}: ${change.before} → ${change.after}`;
}

/** The reason, unless a changed field says it already (a rejection's reason is its `rejectReason`). */
export function auditReason(entry: AuditEntry): string | null {
  if (!entry.reason) return null;
  const said = Object.values(entry.after ?? {}).includes(entry.reason);
  return said ? null : entry.reason;
}
