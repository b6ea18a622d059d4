import { AREA_LIST } from '@/contract/areas';
import { AUDIT_ENTITY_LABELS, type AuditAction, type AuditEntityType } from '@/contract/audit';
import { contestState } from '@/contract/contests-list';
import { QUEUE_LABELS } from '@/contract/queue-stats';
import { db, nextId } from './db';
import { noteAppended, noteRemoved } from './changes';
import type { MockQueueTarget } from './seed/queue-targets';
import type { MockAuditEntry, MockClaim, MockContest, MockUser } from './types';
import { contestCoverUrl } from './views/contests';

/**
 * The audit trail (docs/product.md#audit-trail): every state-changing call writes here, in the same
 * step as its change and before its `commit()`, so an entry is stored exactly when the change is. A
 * refused call (4xx) returns before changing anything and writes nothing. Only what a call changed
 * is kept: `before` and
 * `after` hold the changed fields, by their names in the contract.
 */

/** The most entries kept: the oldest go first (the browser's storage is a few megabytes). */
export const AUDIT_MAX = 3000;
let auditMax = AUDIT_MAX;
/** `--audit-max` of the mock server: a longer trail, so a long `npm run queue:sim` keeps every decision. */
export function setAuditMax(entries: number): void {
  auditMax = entries;
}

/** Bookkeeping the entry itself says (who, when) or that is not a change of the entity. */
const IGNORED = new Set([
  'id',
  'createdAt',
  'claim',
  'moderatedAt',
  'moderatedById',
  'reviewedAt',
  'reviewedById',
  'password',
  'lastSeenAt',
  'usageCount',
  'closedAt',
]);

type Row = { id: number } & object;
type Fields = Record<string, unknown>;

const titleById = (rows: ReadonlyArray<{ id: number; title: string }>, id: unknown) =>
  rows.find((row) => row.id === id)?.title ?? null;

/** A row's fields as the contract names them: references by their names, not their ids. */
function project(row: Row): Fields {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(row as Fields)) {
    if (IGNORED.has(key)) continue;
    if (key === 'categoryId') {
      fields.category = db.categories.find((category) => category.id === value)?.name ?? null;
    } else if (key === 'contestId') fields.contest = titleById(db.contests, value);
    else if (key === 'winnerVideoId') fields.winnerVideo = titleById(db.videos, value);
    else if (key === 'roleIds' && Array.isArray(value)) {
      fields.roles = db.roles
        .filter((role) => value.includes(role.id))
        .map((role) => role.name)
        .join(', ');
    } else if (key === 'resolution') {
      const resolution = value as { action: string; note: string } | null;
      fields.resolutionAction = resolution?.action ?? null;
      fields.resolutionNote = resolution?.note || null;
    } else if (key.endsWith('Id')) {
      // Owners (authorId, userId, reporterId…) never change; they are not the entity's own fields.
      continue;
    } else fields[key] = value ?? null;
  }
  return fields;
}

/**
 * A contest's status and cover as its answer and the panel show them: the state (`scheduled` while an
 * active contest's start is ahead, so publishing for a later start reads «Черновик → Запланирован»),
 * and the cover shown (the generated one's link when none was given).
 */
function projectContest(contest: MockContest, fields: Fields, now: number): Fields {
  return {
    ...fields,
    status: contestState(contest, now),
    coverUrl: contestCoverUrl(contest),
  };
}

/** A row as it is at `now`, to compare with after a change. */
export function snapshot(type: AuditEntityType, row: Row, now = Date.now()): Fields {
  const fields = project(row);
  return type === 'contest' ? projectContest(row as MockContest, fields, now) : fields;
}

/** The fields whose value differs, on each side; empty when nothing did. */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = { before: {} as Fields, after: {} as Fields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return changed;
}

/** The field each kind of entity is named by in the trail, where its area says (`titleField`). */
const TITLE_FIELDS = new Map<string, string>(
  AREA_LIST.flatMap((area) =>
    area.audit?.titleField ? [[area.audit.kind, area.audit.titleField]] : [],
  ),
);

/**
 * How an entity is named in the trail, kept with the entry (a deleted one keeps its name): the field
 * its area names (`titleField` in src/contract/areas.ts: a user by nickname), a queue's target by its
 * queue, a comment by its text,
 * its title or name; else its kind and number (`Жалоба №7`).
 */
export function entityTitle(type: AuditEntityType, row: Row): string {
  const fields = row as Fields;
  const titleField = TITLE_FIELDS.get(type);
  if (titleField) return String(fields[titleField]);
  if (type === 'queue_target') return QUEUE_LABELS[(row as MockQueueTarget).queue];
  if (type === 'comment') {
    const text = String(fields.text);
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  }
  const name = fields.title ?? fields.name;
  return typeof name === 'string' ? name : `${AUDIT_ENTITY_LABELS[type]} №${row.id}`;
}

export interface AuditEvent {
  action: AuditAction;
  entityType: AuditEntityType;
  reason?: string | null;
}

function append(entry: Omit<MockAuditEntry, 'id' | 'createdAt'>): void {
  const row = { id: nextId('audit'), createdAt: new Date().toISOString(), ...entry };
  db.audit.push(row);
  noteAppended(db, 'audit', row);
  // At the cap one entry comes and one goes: the length alone would not show the change.
  if (db.audit.length > auditMax)
    noteRemoved(db, 'audit', db.audit.splice(0, db.audit.length - auditMax));
}

/**
 * Runs `change` on `row` and records what it changed, with who and why. A change that changed no field
 * (approving what is already published, saving a form unchanged) is not recorded.
 */
export function audited<T extends Row>(
  me: Pick<MockUser, 'id'>,
  event: AuditEvent,
  row: T,
  change: (row: T) => void,
): void {
  // One moment for both sides: a contest's start passing in between is no change of the call's.
  const now = Date.now();
  // The caller's own claim on a queue item says when they opened it (the change may release it).
  const claim = (row as { claim?: MockClaim | null }).claim;
  const openedAt = claim?.byId === me.id && claim.openedAt ? claim.openedAt : null;
  const before = snapshot(event.entityType, row, now);
  change(row);
  const diff = changedFields(before, snapshot(event.entityType, row, now));
  if (Object.keys(diff.after).length === 0) return;
  append({
    actorId: me.id,
    action: event.action,
    entityType: event.entityType,
    entityId: row.id,
    entityTitle: entityTitle(event.entityType, row),
    before: diff.before,
    after: diff.after,
    reason: event.reason || null,
    ...(openedAt !== null && { openedAt: new Date(openedAt).toISOString() }),
  });
}

/** A row created: `after` holds its fields, `before` is null. */
export function auditCreated(me: Pick<MockUser, 'id'>, entityType: AuditEntityType, row: Row) {
  append({
    actorId: me.id,
    action: 'create',
    entityType,
    entityId: row.id,
    entityTitle: entityTitle(entityType, row),
    before: null,
    after: snapshot(entityType, row),
    reason: null,
  });
}

/** A row deleted: `before` holds its last fields, `after` is null. */
export function auditDeleted(
  me: Pick<MockUser, 'id'>,
  entityType: AuditEntityType,
  row: Row,
  reason: string | null = null,
) {
  append({
    actorId: me.id,
    action: 'delete',
    entityType,
    entityId: row.id,
    entityTitle: entityTitle(entityType, row),
    before: snapshot(entityType, row),
    after: null,
    reason,
  });
}

/**
 * A queue item taken over: another moderator's claim had lapsed and `me` claims it. The fields say
 * whose it was and whose it is now.
 */
export function auditClaimTakeover(
  me: MockUser,
  entityType: AuditEntityType,
  row: Row,
  previousNickname: string,
) {
  append({
    actorId: me.id,
    action: 'claim_takeover',
    entityType,
    entityId: row.id,
    entityTitle: entityTitle(entityType, row),
    before: { claimedBy: previousNickname },
    after: { claimedBy: me.nickname },
    reason: null,
  });
}

/**
 * A second opinion asked for on a queue item, or the item handed back by an administrator
 * (src/contract/escalations.ts): the item's own fields do not change, so the entry says it in
 * `secondOpinion`; `reason` is the note.
 */
export function auditEscalation(
  me: Pick<MockUser, 'id'>,
  action: 'escalate' | 'escalation_return',
  entityType: AuditEntityType,
  row: Row,
  note: string,
) {
  const asked = action === 'escalate';
  append({
    actorId: me.id,
    action,
    entityType,
    entityId: row.id,
    entityTitle: entityTitle(entityType, row),
    before: { secondOpinion: asked ? null : 'ждёт' },
    after: { secondOpinion: asked ? 'ждёт' : 'возвращено в очередь' },
    reason: note,
  });
}
