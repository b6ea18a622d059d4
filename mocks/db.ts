import { createRandom } from './random';
import { hasStorage, loadJson } from './storage';
import { collectChanges, takeWrittenTables, watch } from './changes';
import {
  catchUp,
  forgetStored,
  loadStored,
  REVISION_KEY,
  scheduleCompaction,
  store,
  wantsCompaction,
} from './journal';
import { seedCategories, seedContests } from './seed/catalog';
import { ROLES, seedUsers } from './seed/users';
import { seedVideos } from './seed/videos';
import { seedVideoRisks } from './seed/video-risk';
import { seedComments, seedComplaintReasons, seedComplaints } from './seed/moderation';
import { seedApplications } from './seed/applications';
import { seedContributions } from './seed/contributions';
import { seedAudit } from './seed/audit';
import { AREA_TABLES, TABLES, type CoreTables, type TableName, type Tables } from './tables';
import type { MockRole, RefreshSession } from './types';

/**
 * Bump when the shape of a row changes. Stored data of another version is re-seeded; the version
 * also names the tables, so a table added or removed re-seeds without a bump.
 */
const SHAPE_VERSION = 7;
const DB_VERSION = `${SHAPE_VERSION}:${TABLES.join(',')}`;
export const SEED = 20261122;
/** The weekday and hour the seed's dates count from. */
const SEED_BASE = Date.parse('2026-11-20T09:00:00.000Z');
const WEEK = 7 * 24 * 60 * 60_000;
/**
 * The moment seeded dates are relative to: one to two weeks ago, on SEED_BASE's weekday and hour.
 * The data keeps the same age whatever the day (a contest whose entries are open stays open, a
 * scheduled stock stays ahead), every machine gets the same rows that week, and the seeded rows'
 * decisions stay out of the last 7 days, which hold the queues' archived history (queue-history.ts).
 */
export const SEED_NOW = seedMoment(Date.now());

export function seedMoment(now: number): number {
  return SEED_BASE + Math.max(0, Math.floor((now - SEED_BASE) / WEEK) - 1) * WEEK;
}

export interface MockDatabase extends Tables {
  version: string;
  nextId: Record<string, number>;
  roles: MockRole[];
  refreshSessions: Record<string, RefreshSession>;
}

/** An area table's own random stream: a table added later changes no other table's rows. */
function streamOf(name: string) {
  let hash = SEED;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x5bd1e995);
  return createRandom(hash);
}

export function createSeededDatabase(): MockDatabase {
  const random = createRandom(SEED);
  const users = seedUsers(random, SEED_NOW);
  const categories = seedCategories(SEED_NOW);
  const contests = seedContests(random, SEED_NOW, categories);
  const videos = seedVideos(random, SEED_NOW, users, categories, contests);
  seedVideoRisks(streamOf('videoRisks'), SEED_NOW, videos, users);
  const complaintReasons = seedComplaintReasons(SEED_NOW);
  const comments = seedComments(random, SEED_NOW, users, videos);
  const complaints = seedComplaints(random, SEED_NOW, users, videos, comments, complaintReasons);
  const applications = seedApplications(random, SEED_NOW, users, contests);
  const contributions = seedContributions(random, SEED_NOW, users, contests, videos);
  const core: CoreTables = {
    users,
    categories,
    contests,
    videos,
    complaintReasons,
    comments,
    complaints,
    applications,
    contributions,
    audit: seedAudit(videos, complaints, applications),
    escalations: [],
  };
  const tables = { ...core } as Tables;
  for (const table of AREA_TABLES) {
    const rows = table.seed({ now: SEED_NOW, random: streamOf(table.name), tables: core });
    Object.assign(tables, { [table.name]: rows });
  }
  return {
    version: DB_VERSION,
    nextId: Object.fromEntries(
      Object.entries(tables).map(([name, rows]) => [name, rows.length + 1]),
    ),
    roles: ROLES.map((role) => ({ ...role })),
    ...tables,
    refreshSessions: {},
  };
}

function load(): { db: MockDatabase; revision: string | null } {
  const stored = loadStored(DB_VERSION);
  if (stored) return stored;
  const seeded = createSeededDatabase();
  watch(seeded);
  return { db: seeded, revision: null };
}

const loaded = load();
export const db: MockDatabase = loaded.db;

/** The stored revision `db` reflects; null while nothing was ever stored (or after a reset). */
let revision = loaded.revision;

/** The stored revision `db` reflects now (the last commit's, or the last catch-up's). */
export function databaseRevision(): string | null {
  return revision;
}

/**
 * Persist after each change; handlers call it once per mutating request. Only what changed is written
 * (mocks/journal.ts): the rows, then the revision, so a tab that sees the new revision also finds them.
 */
export function commit(): void {
  if (hasStorage()) {
    revision = store(db, revision);
    if (wantsCompaction(revision)) {
      scheduleCompaction(db, () => {
        syncDatabase();
        return revision;
      });
    }
  } else collectChanges(db);
  notifyChange('commit');
}

/**
 * What changed `db` as a whole: this copy's own `commit()`, another tab's data taken over
 * (`sync`), or a reset. The live events (mocks/live.ts) compare queues before and after.
 */
export type DatabaseChange = 'commit' | 'sync' | 'reset';
const changeListeners = new Set<(change: DatabaseChange) => void>();

export function onDatabaseChange(listener: (change: DatabaseChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function notifyChange(change: DatabaseChange): void {
  for (const listener of changeListeners) listener(change);
}

/**
 * One database for all tabs. In the browser each tab runs the handlers in its own page with its own
 * copy of `db`, so before a handler touches it, it catches up with what another tab committed (a
 * refresh token rotated there, a user blocked there). It runs synchronously in the same task as the
 * handler's reads, changes and `commit()`, so no other tab's commit can fall in between. Without a
 * storage (Node) there is one copy only, and this does nothing.
 */
export function syncDatabase(): void {
  if (!hasStorage()) return;
  const stored = loadJson<string>(REVISION_KEY);
  if (stored === revision) return;
  // The entries this copy has not seen, else everything again; in place, so every module holding
  // `db` sees the other tab's data.
  if (!catchUp(db, revision, stored)) {
    const fresh = load();
    Object.assign(db, fresh.db);
    watch(db);
  }
  revision = stored;
  notifyChange('sync');
}

/**
 * The seed, built once per process and frozen: generating it costs ~10× what copying it does, and
 * the tests reset the database before each of their ~1,900 cases.
 */
let pristineSeed: MockDatabase | null = null;

/** Each table as the last reset left it: its array and the rows in it, to tell whether it still is. */
let asReset: Partial<Record<TableName, { rows: readonly object[]; copy: readonly object[] }>> = {};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function sameRows(rows: readonly object[], copy: readonly object[]): boolean {
  if (rows.length !== copy.length) return false;
  for (let i = 0; i < rows.length; i += 1) if (rows[i] !== copy[i]) return false;
  return true;
}

/**
 * Back to the seed, in place, so every module holding `db` sees the reset. A table is copied again
 * only when it changed since the last reset (a row written, added, dropped or replaced; the array
 * replaced): a test changes a few tables of the ~7,000 rows. The copies are shallow: what a row holds
 * inside (a user's `roleIds`, an audit entry's `before`) is the frozen seed's own, so a change made
 * in place there throws instead of leaking into the next test; the handlers replace such a value.
 */
export function resetDatabase(): void {
  const seed = (pristineSeed ??= deepFreeze(createSeededDatabase()));
  const written = takeWrittenTables();
  for (const table of TABLES) {
    const rows = db[table] as readonly object[];
    const was = asReset[table];
    if (was && rows === was.rows && !written.has(table) && sameRows(rows, was.copy)) continue;
    Object.assign(db, { [table]: (seed[table] as readonly object[]).map((row) => ({ ...row })) });
  }
  db.version = seed.version;
  db.nextId = { ...seed.nextId };
  db.roles = structuredClone(seed.roles);
  db.refreshSessions = {};
  watch(db);
  takeWrittenTables();
  asReset = Object.fromEntries(
    TABLES.map((table) => {
      const rows = db[table] as readonly object[];
      return [table, { rows, copy: rows.slice() }];
    }),
  );
  forgetStored(revision);
  revision = null;
  notifyChange('reset');
}

export function nextId(table: string): number {
  const id = db.nextId[table] ?? 1;
  db.nextId[table] = id + 1;
  return id;
}

/** A row by its id; `id` may come from a path param, a query or a JSON body (numbers or digit strings). */
export function findById<T extends { id: number }>(rows: readonly T[], id: unknown): T | undefined {
  const wanted = toId(id);
  return wanted === null ? undefined : rows.find((row) => row.id === wanted);
}

/** Deletes comments and the complaints about them (a complaint without its target means nothing). */
export function deleteComments(ids: readonly number[]): void {
  const gone = new Set(ids);
  db.comments = db.comments.filter((comment) => !gone.has(comment.id));
  db.complaints = db.complaints.filter(
    (complaint) => !(complaint.targetType === 'comment' && gone.has(complaint.targetId)),
  );
}

/** Rows for the given ids (in that order) and the ids that match none. */
export function findAllById<T extends { id: number }>(
  rows: readonly T[],
  ids: readonly number[],
): { found: T[]; unknown: number[] } {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    found: ids.flatMap((id) => byId.get(id) ?? []),
    unknown: ids.filter((id) => !byId.has(id)),
  };
}

/** A positive integer id, or null: `7` and `'7'` are ids, `'7a'`, `1.5`, `true` are not. */
export function toId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
