/**
 * Where the mock keeps its data between runs: `localStorage` in the browser (data survives reloads, and
 * logout reloads); the mock server plugs in its own, in memory or in a JSON file
 * (mocks/server/storage.ts); Node tests keep everything in memory (no storage).
 */
export interface MockStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

let storage: MockStorage | null = (() => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
})();

/** Replaces the backend; call it before the database module is first imported (it loads on import). */
export function setStorageBackend(backend: MockStorage | null): void {
  storage = backend;
}

/** Whether the data outlives this copy of the mock (false in Node tests: one copy, in memory). */
export function hasStorage(): boolean {
  return storage !== null;
}

export function loadJson<T>(key: string): T | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveJson(key: string, value: unknown): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('[mock] could not persist', key, error);
  }
}

export function removeKey(key: string): void {
  storage?.removeItem(key);
}
