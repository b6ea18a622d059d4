import { createRandom } from './random';
import { loadJson, removeKey, saveJson } from './storage';
import { ROLES, seedUsers } from './seed/users';
import type { MockRole, MockUser, RefreshSession } from './types';

/** Bump when the shape of the data changes: stale persisted data is then re-seeded. */
const DB_VERSION = 1;
const KEY = 'www-mock-db';
export const SEED = 20261122;
/** Seeded dates are relative to a fixed moment so every machine gets the same rows. */
export const SEED_NOW = Date.parse('2026-11-20T09:00:00.000Z');

export interface MockDatabase {
  version: number;
  nextId: Record<string, number>;
  roles: MockRole[];
  users: MockUser[];
  refreshSessions: Record<string, RefreshSession>;
}

export function createSeededDatabase(): MockDatabase {
  const random = createRandom(SEED);
  const users = seedUsers(random, SEED_NOW);
  return {
    version: DB_VERSION,
    nextId: { users: users.length + 1 },
    roles: ROLES.map((role) => ({ ...role })),
    users,
    refreshSessions: {},
  };
}

function load(): MockDatabase {
  const stored = loadJson<MockDatabase>(KEY);
  return stored?.version === DB_VERSION ? stored : createSeededDatabase();
}

export const db: MockDatabase = load();

/** Persist after each change; handlers call it once per mutating request. */
export function commit(): void {
  saveJson(KEY, db);
}

/** Back to the seed, in place, so every module holding `db` sees the reset. */
export function resetDatabase(): void {
  Object.assign(db, createSeededDatabase());
  removeKey(KEY);
}

export function nextId(table: string): number {
  const id = db.nextId[table] ?? 1;
  db.nextId[table] = id + 1;
  return id;
}
