import { loadJson, removeKey, saveJson } from './storage';
import type { MockDatabase } from './db';
import { apply, collectChanges, watch, type Change } from './changes';

/**
 * How the mock database is kept in storage at the cost of what changed, not of the whole database:
 * a snapshot (`www-mock-db`), and after it one small entry per commit (`www-mock-db-change.<n>`) with
 * the rows written, the rows gone and the small records that changed. The revision
 * (`www-mock-db-revision`, `<generation>:<n>`) names the last entry; another tab catches up by
 * applying the entries it has not seen. Every so many entries a new snapshot is written when the page
 * is idle, off any request, and the entries it covers are dropped.
 */
export const DB_KEY = 'www-mock-db';
export const REVISION_KEY = 'www-mock-db-revision';
const changeKey = (n: number) => `${DB_KEY}-change.${n}`;
/** Entries after the snapshot before a new snapshot is written. */
export const COMPACT_AFTER = 200;

/** The stored snapshot: the database and the revision it is at. */
export type Snapshot = MockDatabase & { revision?: { generation: string; n: number } };

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
export function loadStored(version: string): { db: MockDatabase; revision: string | null } | null {
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
}

function newGeneration(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
