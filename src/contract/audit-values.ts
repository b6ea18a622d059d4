import type { AuditEntityType, AuditValueLabels } from './audit-kinds';
import { AUDIT_FIELD_LABELS } from './audit';

/**
 * The words an audit entry's values are read in, wherever they are shown: the panel's histories and
 * the trail's CSV export say «Статус: На модерации → Отклонено», never the API's `moderation`. Each
 * area names its own in its `<area>-labels.ts` (`valueLabels`), found here by their file names.
 */
// One export of each (every labels module has it): the modules stay tree-shaken, unlike whole ones.
const LABEL_MODULES = import.meta.glob<AuditValueLabels>('./*-labels.ts', {
  eager: true,
  import: 'valueLabels',
});

const VALUE_LABELS = new Map<string, AuditValueLabels['fields']>(
  Object.values(LABEL_MODULES).map((labels) => [labels.entity, labels.fields]),
);
const FIELD_NAMES = new Map<string, Record<string, string>>(
  Object.values(LABEL_MODULES).map((labels) => [labels.entity, labels.names ?? {}]),
);

/** A field's name in the trail: the area's own word for it, the common one, else its API name. */
export function auditFieldLabel(type: AuditEntityType, field: string): string {
  return FIELD_NAMES.get(type)?.[field] ?? AUDIT_FIELD_LABELS[field] ?? field;
}

/**
 * One value of an entry in words where the contract has a word for it: a status or another enum by
 * its label, a yes/no, a reference (or a list of them) by its name. `undefined` for the rest (text,
 * numbers, money, dates), which the caller formats its own way.
 */
export function auditValueLabel(
  type: AuditEntityType,
  field: string,
  value: unknown,
): string | undefined {
  if (value === null || value === undefined || value === '') return '—';
  const labels = VALUE_LABELS.get(type)?.[field];
  if (field === 'status') return labels?.[String(value)] ?? String(value);
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
