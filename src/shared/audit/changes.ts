import {
  AUDIT_DATE_FIELDS,
  AUDIT_FIELD_LABELS,
  AUDIT_MONEY_FIELDS,
  type AuditEntityType,
} from '@/contract/audit';
import type { AuditEntry } from '@/contract/audit-schema';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import {
  APPLICATION_STATUS_STYLES,
  COMMENT_STATUS_STYLES,
  COMPLAINT_STATUS_STYLES,
  CONTEST_STATUS_STYLES,
  CONTRIBUTION_STATUS_STYLES,
  USER_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';
import type { StatusStyle } from '@/shared/ui/StatusBadge';

const STATUS_LABELS: Partial<Record<AuditEntityType, Record<string, StatusStyle>>> = {
  video: VIDEO_STATUS_STYLES,
  user: USER_STATUS_STYLES,
  application: APPLICATION_STATUS_STYLES,
  comment: COMMENT_STATUS_STYLES,
  complaint: COMPLAINT_STATUS_STYLES,
  contest: CONTEST_STATUS_STYLES,
  contribution: CONTRIBUTION_STATUS_STYLES,
};

const RESOLUTION_LABELS: Record<string, string> = {
  none: 'Без мер',
  hide_content: 'Скрыть контент',
  block_user: 'Заблокировать автора',
};

/** One field's value as a moderator reads it: statuses by their labels, money, dates, «—» for none. */
export function formatAuditValue(type: AuditEntityType, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return STATUS_LABELS[type]?.[String(value)]?.label ?? String(value);
  if (field === 'resolutionAction') return RESOLUTION_LABELS[String(value)] ?? String(value);
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (AUDIT_MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (AUDIT_DATE_FIELDS.has(field) && typeof value === 'string') return formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
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
    label: AUDIT_FIELD_LABELS[field] ?? field,
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
