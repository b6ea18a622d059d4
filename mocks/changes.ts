import type { MockDatabase } from './db';
import { TABLES, type TableName } from './tables';
import type { MockRole, RefreshSession } from './types';

/**
 * What changed in the mock database since the last commit, found without the handlers saying so:
 * each row is a Proxy that notes writes to it, and a table whose array was replaced or changed length
 * is compared by ids (mocks/journal.ts stores the result). Every table of mocks/tables.ts is watched.
 */
type Row = { id: number };
type Rows = Row[];
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

const tableOf = new WeakMap<object, TableName>();
const proxyOf = new WeakMap<object, object>();
const targetOf = new WeakMap<object, object>();
const dirtyRows = new Set<object>();
const dirtySessions = new Set<string>();
let known = {} as Record<TableName, { rows: Rows; length: number; ids: Set<number> }>;
let knownNextId = '';
let knownRoles = '';
/** Rows dropped where the length check would not see it (`noteRemoved`). */
let pendingRemoved: Partial<Record<TableName, number[]>> = {};
/** The tables a row of which was written, appended or dropped since `takeWrittenTables` (a reset). */
let writtenTables = new Set<TableName>();

function noteWritten(target: object): void {
  dirtyRows.add(target);
  const table = tableOf.get(target);
  if (table) writtenTables.add(table);
}

const noteWrite: ProxyHandler<object> = {
  set(target, key, value) {
    Reflect.set(target, key, value);
    noteWritten(target);
    return true;
  },
  deleteProperty(target, key) {
    Reflect.deleteProperty(target, key);
    noteWritten(target);
    return true;
  },
};

/**
 * The tables whose rows were written (through a row), appended, dropped or replaced by another tab's
 * entry since the last call; noted anew from now on. A table replaced or changed in length is not
 * noted here: its array tells.
 */
export function takeWrittenTables(): Set<TableName> {
  const written = writtenTables;
  writtenTables = new Set();
  return written;
}

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
  pendingRemoved = {};
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
  writtenTables.add(table);
  known[table].ids.add(row.id);
  known[table].length = rows.length;
}

export function noteRemoved(db: MockDatabase, table: TableName, removed: readonly Row[]): void {
  writtenTables.add(table);
  for (const row of removed) known[table].ids.delete(row.id);
  known[table].length = (db[table] as Rows).length;
  pendingRemoved[table] = [...(pendingRemoved[table] ?? []), ...removed.map((row) => row.id)];
}

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
export function apply(db: MockDatabase, change: Change): void {
  for (const [table, rows] of Object.entries(change.rows ?? {}) as [TableName, Rows][]) {
    writtenTables.add(table);
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
