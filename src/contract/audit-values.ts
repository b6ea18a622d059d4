import type { AuditEntityType } from './audit-kinds';
import type { ComplaintAction } from './complaints';
// The labels without the entities' schemas: the audit trail's first paint needs none of them.
import {
  APPLICATION_STATUS_LABELS,
  COMMENT_STATUS_LABELS,
  COMPLAINT_STATUS_LABELS,
  CONTEST_STATUS_LABELS,
  CONTRIBUTION_STATUS_LABELS,
  CONTRIBUTION_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  STOCK_KIND_LABELS,
  STOCK_STATUS_LABELS,
  USER_STATUS_LABELS,
  VIDEO_STATUS_LABELS,
} from './status-labels';

/**
 * The words an audit entry's values are read in, wherever they are shown: the panel's histories and
 * the trail's CSV export say «Статус: На модерации → Отклонено», never the API's `moderation`.
 */
const STATUS_LABELS: Partial<Record<AuditEntityType, Record<string, string>>> = {
  video: VIDEO_STATUS_LABELS,
  user: USER_STATUS_LABELS,
  application: APPLICATION_STATUS_LABELS,
  comment: COMMENT_STATUS_LABELS,
  complaint: COMPLAINT_STATUS_LABELS,
  contest: CONTEST_STATUS_LABELS,
  contribution: CONTRIBUTION_STATUS_LABELS,
  stock: STOCK_STATUS_LABELS,
};

/** A complaint's resolution, as the complaint panel's buttons name it. */
export const RESOLUTION_ACTION_LABELS: Record<ComplaintAction, string> = {
  none: 'Без мер',
  hide_content: 'Скрыть контент',
  block_user: 'Заблокировать автора',
};

/** Enum fields other than the status, by field name. */
const FIELD_LABELS: Record<string, Record<string, string>> = {
  resolutionAction: RESOLUTION_ACTION_LABELS,
  type: CONTRIBUTION_TYPE_LABELS,
  paymentMethod: PAYMENT_METHOD_LABELS,
  kind: STOCK_KIND_LABELS,
};

/**
 * One value of an entry in words where the contract has a word for it: a status by its label, a
 * resolution, a yes/no, a reference (or a list of them) by its name. `undefined` for the rest (text,
 * numbers, money, dates), which the caller formats its own way.
 */
export function auditValueLabel(
  type: AuditEntityType,
  field: string,
  value: unknown,
): string | undefined {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return STATUS_LABELS[type]?.[String(value)] ?? String(value);
  const labels = FIELD_LABELS[field];
  if (labels && typeof value === 'string') return labels[value] ?? value;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) return value.map((item) => referenceName(item)).join(', ') || '—';
  if (typeof value === 'object') return referenceName(value);
  return undefined;
}

/** `{ id, name }`, `{ id, title }` or `{ id, nickname }` by its name; anything else as JSON. */
function referenceName(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const named = value as { name?: unknown; title?: unknown; nickname?: unknown };
  const name = named.name ?? named.title ?? named.nickname;
  return typeof name === 'string' ? name : JSON.stringify(value);
}
