/** Browser persistence for the mock: data survives reloads (logout reloads). Node tests keep it in memory. */
const storage: Storage | null = (() => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
})();

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
