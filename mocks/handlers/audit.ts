import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_MONEY_FIELDS,
  auditListContract,
  moderatorMayRead,
} from '@/contract/audit';
import { auditFieldLabel, auditValueLabel } from '@/contract/audit-values';
import { csvDocument, csvResponse } from '../csv';
import { db } from '../db';
import { adminOnly, authed, isAdminUser, ok } from '../http';
import { paginate, readContractQuery, sortRows, type ListParam } from '../list';
import { rowMatcher } from '../list-match';
import type { MockAuditEntry, MockUser } from '../types';
import { userSummaryById } from '../views';

/** An entry as the contract shows it: the actor as a user summary. */
export function auditView(entry: MockAuditEntry) {
  const { actorId, openedAt: _openedAt, ...rest } = entry;
  return { ...rest, actor: userSummaryById(actorId) };
}

/** Newest first unless asked otherwise; entries of one moment keep the order they were written in. */
const sortKey = (entry: MockAuditEntry) =>
  `${entry.createdAt}|${String(entry.id).padStart(10, '0')}`;

/**
 * The query read and the part of the trail `me` may read, filtered (every filter and the search), or
 * the 422. A moderator's `total` counts only what they may read.
 */
function filteredAudit(url: URL, me: MockUser, without: readonly ListParam[] = []) {
  const query = readContractQuery(url, auditListContract, without);
  if (query instanceof Response) return query;
  const admin = isAdminUser(me);
  const matches = rowMatcher<MockAuditEntry, typeof auditListContract.filters>(
    auditListContract,
    query,
    { search: (entry) => [entry.entityTitle, entry.reason] },
  );
  const rows = db.audit.filter(
    (entry) => (admin || moderatorMayRead(entry, me.id)) && matches(entry),
  );
  return { query, rows: sortRows(rows, sortKey, query.order) };
}

/** Kopecks as the panel writes roubles in a file: `1500,50 ₽`. */
const roubles = (kopecks: number) => `${(kopecks / 100).toFixed(2).replace('.', ',')} ₽`;

/**
 * `Статус: На модерации → Отклонено; Причина отклонения: — → …`: the changed fields in one cell, in
 * the words the panel shows them in (src/contract/audit-values.ts); money in roubles, dates as the
 * API's UTC instants, like the file's own date column.
 */
function changesText(entry: MockAuditEntry): string {
  const keys = Object.keys(entry.after ?? entry.before ?? {});
  const value = (side: Record<string, unknown> | null, key: string) => {
    const raw = side?.[key];
    const label = auditValueLabel(entry.entityType, key, raw);
    if (label !== undefined) return label;
    if (AUDIT_MONEY_FIELDS.has(key) && typeof raw === 'number') return roubles(raw);
    return String(raw);
  };
  return keys
    .map((key) => {
      const label = auditFieldLabel(entry.entityType, key);
      if (!entry.before) return `${label}: ${value(entry.after, key)}`;
      if (!entry.after) return `${label}: ${value(entry.before, key)}`;
      return `${label}: ${value(entry.before, key)} → ${value(entry.after, key)}`;
    })
    .join('; ');
}

export const AUDIT_CSV_HEADER = [
  'Номер',
  'Дата (UTC)',
  'Кто',
  'Действие',
  'Объект',
  'Номер объекта',
  'Название',
  'Изменения',
  'Причина',
];

export function auditCsv(rows: readonly MockAuditEntry[]): string {
  return csvDocument(
    AUDIT_CSV_HEADER,
    rows.map((entry) => [
      String(entry.id),
      entry.createdAt,
      userSummaryById(entry.actorId).nickname,
      AUDIT_ACTION_LABELS[entry.action],
      AUDIT_ENTITY_LABELS[entry.entityType],
      String(entry.entityId),
      entry.entityTitle,
      changesText(entry),
      entry.reason ?? '',
    ]),
  );
}

export const handlers = [
  /**
   * The trail, newest first: all of it for an administrator; for a moderator what `moderatorMayRead`
   * allows (an item's history, their own decisions). The export is the administrators'.
   */
  authed('get', '/audit', ({ url, me }) => {
    const found = filteredAudit(url, me);
    if (found instanceof Response) return found;
    const { items, total } = paginate(found.rows, found.query);
    return ok({ items: items.map(auditView), total });
  }),

  /** The whole filtered set (no paging) as CSV, named by the day it was made. */
  authed('get', '/audit/export', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const found = filteredAudit(url, me, ['page', 'limit']);
    if (found instanceof Response) return found;
    return csvResponse('audit', auditCsv(found.rows));
  }),
];
