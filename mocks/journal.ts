import { loadJson, removeKey, saveJson } from './storage';
import type { MockDatabase } from './db';
import type { MockRole, RefreshSession } from './types';

/**
 * How the mock database is kept in storage at the cost of what changed, not of the whole database:
 * a snapshot (`www-mock-db`), and after it one small entry per commit (`www-mock-db-change.<n>`) with
 * the rows written, the rows gone and the small records that changed. The revision
 * (`www-mock-db-revision`, `<generation>:<n>`) names the last entry; another tab catches up by
 * applying the entries it has not seen. Every so many entries a new snapshot is written when the page
 * is idle, off any request, and the entries it covers are dropped.
 *
 * What changed is found without the handlers saying so: each row is a Proxy that notes writes to it,
 * and a table whose array was replaced or changed length is compared by ids.
 */
export const TABLES = [
  'users',
  'categories',
  'contests',
  'videos',
  'complaintReasons',
  'comments',
  'complaints',
  'applications',
  'contributions',
  'stocks',
  'audit',
] as const;
export type TableName = (typeof TABLES)[number];
type Row = { id: number };
type Rows = Row[];

export const DB_KEY = 'www-mock-db';
export const REVISION_KEY = 'www-mock-db-revision';
const changeKey = (n: number) => `${DB_KEY}-change.${n}`;
/** Entries after the snapshot before a new snapshot is written. */
export const COMPACT_AFTER = 200;

/** One commit's changes. */
export interface Change {
  generation: string;
  n: number;
  rows?: Partial<Record<TableName, Rows>>;
  removed?: Partial<Record<TableName, number[]>>;
  /** Refresh sessions by token; null: gone. */
  sessions?: Record<string, RefreshSession | null>;
  nextId?: Record<string, number>;
  roles?: MockRole[];
}

/** The stored snapshot: the database and the revision it is at. */
export type Snapshot = MockDatabase & { revision?: { generation: string; n: number } };

const tableOf = new WeakMap<object, TableName>();
const proxyOf = new WeakMap<object, object>();
const targetOf = new WeakMap<object, object>();
const dirtyRows = new Set<object>();
const dirtySessions = new Set<string>();
let known = {} as Record<TableName, { rows: Rows; length: number; ids: Set<number> }>;
let knownNextId = '';
let knownRoles = '';

const noteWrite: ProxyHandler<object> = {
  set(target, key, value) {
    Reflect.set(target, key, value);
    dirtyRows.add(target);
    return true;
  },
  deleteProperty(target, key) {
    Reflect.deleteProperty(target, key);
    dirtyRows.add(target);
    return true;
  },
};

function track<T extends object>(row: T, table: TableName): T {
  if (targetOf.has(row)) return row;
  let proxy = proxyOf.get(row);
  if (!proxy) {
    proxy = new Proxy(row, noteWrite);
    proxyOf.set(row, proxy);
    targetOf.set(proxy, row);
  }
  tableOf.set(row, table);
  return proxy as T;
}

const raw = <T extends object>(row: T): T => (targetOf.get(row) as T | undefined) ?? row;

function watchSessions(db: MockDatabase): void {
  const sessions = raw(db.refreshSessions);
  const proxy = new Proxy(sessions, {
    set(target, key, value) {
      Reflect.set(target, key, value);
      dirtySessions.add(String(key));
      return true;
    },
    deleteProperty(target, key) {
      Reflect.deleteProperty(target, key);
      dirtySessions.add(String(key));
      return true;
    },
  });
  targetOf.set(proxy, sessions);
  db.refreshSessions = proxy;
}

function remember(db: MockDatabase, table: TableName): void {
  const rows = db[table] as Rows;
  known[table] = { rows, length: rows.length, ids: new Set(rows.map((row) => row.id)) };
}

/** Starts noting changes of `db` as it is now (after a load, a reset, another tab's data). */
export function watch(db: MockDatabase): void {
  dirtyRows.clear();
  dirtySessions.clear();
  known = {} as typeof known;
  for (const table of TABLES) {
    const rows = db[table] as Rows;
    for (let i = 0; i < rows.length; i += 1) rows[i] = track(rows[i]!, table);
    remember(db, table);
  }
  watchSessions(db);
  knownNextId = JSON.stringify(db.nextId);
  knownRoles = JSON.stringify(db.roles);
}

/**
 * Rows appended and dropped in one step that leaves the length as it was (the audit trail at its
 * cap): the length check would not see them.
 */
export function noteAppended(db: MockDatabase, table: TableName, row: Row): void {
  const rows = db[table] as Rows;
  const index = rows.lastIndexOf(row);
  if (index >= 0) rows[index] = track(row, table);
  dirtyRows.add(raw(row));
  known[table].ids.add(row.id);
  known[table].length = rows.length;
}

export function noteRemoved(db: MockDatabase, table: TableName, removed: readonly Row[]): void {
  for (const row of removed) known[table].ids.delete(row.id);
  known[table].length = (db[table] as Rows).length;
  pendingRemoved[table] = [...(pendingRemoved[table] ?? []), ...removed.map((row) => row.id)];
}
let pendingRemoved: Partial<Record<TableName, number[]>> = {};

/** What changed since the last call (or `watch`), as a change entry without its revision. */
export function collectChanges(db: MockDatabase): Omit<Change, 'generation' | 'n'> | null {
  const removed: Partial<Record<TableName, number[]>> = pendingRemoved;
  pendingRemoved = {};
  for (const table of TABLES) {
    const rows = db[table] as Rows;
    const was = known[table];
    if (rows === was.rows && rows.length === was.length) continue;
    const now = new Set<number>();
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i]!;
      now.add(row.id);
      if (!was.ids.has(row.id)) {
        rows[i] = track(row, table);
        dirtyRows.add(raw(row));
      }
    }
    const gone = [...was.ids].filter((id) => !now.has(id));
    if (gone.length > 0) removed[table] = [...(removed[table] ?? []), ...gone];
    known[table] = { rows, length: rows.length, ids: now };
  }
  const written: Partial<Record<TableName, Rows>> = {};
  for (const row of dirtyRows) {
    const table = tableOf.get(row);
    if (!table || !known[table].ids.has((row as Row).id)) continue;
    (written[table] ??= []).push(row as Row);
  }
  dirtyRows.clear();
  const change: Omit<Change, 'generation' | 'n'> = {};
  if (Object.keys(written).length > 0) change.rows = written;
  if (Object.keys(removed).length > 0) change.removed = removed;
  if (dirtySessions.size > 0) {
    const sessions = raw(db.refreshSessions);
    change.sessions = Object.fromEntries(
      [...dirtySessions].map((token) => [token, sessions[token] ?? null]),
    );
    dirtySessions.clear();
  }
  const nextId = JSON.stringify(db.nextId);
  if (nextId !== knownNextId) change.nextId = db.nextId;
  knownNextId = nextId;
  const roles = JSON.stringify(db.roles);
  if (roles !== knownRoles) change.roles = db.roles;
  knownRoles = roles;
  return Object.keys(change).length > 0 ? change : null;
}

/** Applies another tab's entry to `db` without noting it as this tab's change. */
function apply(db: MockDatabase, change: Change): void {
  for (const [table, rows] of Object.entries(change.rows ?? {}) as [TableName, Rows][]) {
    const current = db[table] as Rows;
    const index = new Map(current.map((row, i) => [row.id, i]));
    for (const row of rows) {
      const at = index.get(row.id);
      if (at === undefined) current.push(track(row, table));
      else current[at] = track(row, table);
    }
  }
  for (const [table, ids] of Object.entries(change.removed ?? {}) as [TableName, number[]][]) {
    const gone = new Set(ids);
    (db[table] as Rows) = (db[table] as Rows).filter((row) => !gone.has(row.id));
  }
  for (const table of TABLES) {
    if (change.rows?.[table] || change.removed?.[table]) remember(db, table);
  }
  const sessions = raw(db.refreshSessions);
  for (const [token, session] of Object.entries(change.sessions ?? {})) {
    if (session) sessions[token] = session;
    else delete sessions[token];
  }
  if (change.nextId) db.nextId = change.nextId;
  if (change.roles) db.roles = change.roles;
  knownNextId = JSON.stringify(db.nextId);
  knownRoles = JSON.stringify(db.roles);
}

interface Revision {
  generation: string;
  n: number;
}

export function parseRevision(value: string | null): Revision | null {
  const [generation, n] = value?.split(':') ?? [];
  return generation && Number.isInteger(Number(n)) ? { generation, n: Number(n) } : null;
}

/** Brings `db` from `from` up to `to` with the stored entries; false when one is missing. */
export function catchUp(db: MockDatabase, from: string | null, to: string | null): boolean {
  const mine = parseRevision(from);
  const theirs = parseRevision(to);
  if (!mine || !theirs || mine.generation !== theirs.generation || theirs.n < mine.n) return false;
  const entries: Change[] = [];
  for (let n = mine.n + 1; n <= theirs.n; n += 1) {
    const entry = loadJson<Change>(changeKey(n));
    if (entry?.generation !== theirs.generation || entry.n !== n) return false;
    entries.push(entry);
  }
  for (const entry of entries) apply(db, entry);
  return true;
}

/** The stored snapshot and the entries after it; null when nothing (usable) is stored. */
export function loadStored(version: number): { db: MockDatabase; revision: string | null } | null {
  const stored = loadJson<Snapshot>(DB_KEY);
  if (stored?.version !== version) return null;
  const { revision: at, ...db } = stored;
  if (!at) return { db, revision: null };
  const base = `${at.generation}:${at.n}`;
  const latest = loadJson<string>(REVISION_KEY);
  watch(db);
  if (latest && latest !== base) catchUp(db, base, latest);
  // Where an entry is missing the snapshot is all there is: taken as the latest, not looked for again.
  return { db, revision: latest ?? base };
}

let snapshotAt: Revision | null = null;
let compaction: ReturnType<typeof setTimeout> | null = null;

/**
 * Stores a commit: the first one after a reset writes a snapshot, later ones an entry each. Returns
 * the new revision.
 */
export function store(db: MockDatabase, revision: string | null): string | null {
  const change = collectChanges(db);
  const at = parseRevision(revision);
  if (!at) {
    const first = { generation: newGeneration(), n: 1 };
    saveJson(DB_KEY, { ...db, revision: first });
    snapshotAt = first;
    const value = `${first.generation}:${first.n}`;
    saveJson(REVISION_KEY, value);
    return value;
  }
  if (!change) return revision;
  const next = { generation: at.generation, n: at.n + 1 };
  saveJson(changeKey(next.n), { ...change, ...next });
  const value = `${next.generation}:${next.n}`;
  saveJson(REVISION_KEY, value);
  snapshotAt ??= loadJson<Snapshot>(DB_KEY)?.revision ?? null;
  return value;
}

/** Whether enough entries piled up after the snapshot for a new one. */
export function wantsCompaction(revision: string | null): boolean {
  const at = parseRevision(revision);
  return !!at && !!snapshotAt && at.n - snapshotAt.n >= COMPACT_AFTER;
}

/**
 * Later, when the page (or the server) is idle: a snapshot at the current revision, then the entries
 * it covers go. `current` catches up with other tabs first and answers the revision `db` is at.
 */
export function scheduleCompaction(db: MockDatabase, current: () => string | null): void {
  if (compaction) return;
  const run = () => {
    compaction = null;
    const revision = current();
    const at = parseRevision(revision);
    if (!at || loadJson<string>(REVISION_KEY) !== revision) return;
    const from = snapshotAt?.generation === at.generation ? snapshotAt.n : 0;
    saveJson(DB_KEY, { ...db, revision: at });
    for (let n = from + 1; n <= at.n; n += 1) removeKey(changeKey(n));
    snapshotAt = at;
  };
  const idle = (globalThis as { requestIdleCallback?: (run: () => void) => number })
    .requestIdleCallback;
  compaction = setTimeout(() => (idle ? idle(run) : run()), 1000);
  (compaction as { unref?: () => void }).unref?.();
}

/** Forgets every stored entry this copy knows of (a reset). */
export function forgetStored(revision: string | null): void {
  const at = parseRevision(revision);
  const from = snapshotAt?.generation === at?.generation ? (snapshotAt?.n ?? 0) : 0;
  if (at) for (let n = from + 1; n <= at.n; n += 1) removeKey(changeKey(n));
  removeKey(DB_KEY);
  removeKey(REVISION_KEY);
  snapshotAt = null;
  pendingRemoved = {};
}

function newGeneration(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
