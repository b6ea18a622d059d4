import { useSyncExternalStore } from 'react';
import { readProfile, writeProfile } from '../lib/profile-storage';

/**
 * How tightly a table's rows are drawn. `compact` fits about twice the rows on a screen (a queue a
 * moderator works through); `comfortable` is the roomier default of the other lists.
 */
export type Density = 'compact' | 'comfortable';

/**
 * The choice, once made, for every list (until then each list has its own default): the browser
 * profile's (lib/profile-storage.ts), not a user's.
 */
export const DENSITY_STORAGE_KEY = 'www-table-density';

export const DENSITY_LABELS: Record<Density, string> = {
  compact: 'Компактно',
  comfortable: 'Просторно',
};

const listeners = new Set<() => void>();

function read(): Density | null {
  const value = readProfile(DENSITY_STORAGE_KEY);
  return value === 'compact' || value === 'comfortable' ? value : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DENSITY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setDensity(density: Density): void {
  writeProfile(DENSITY_STORAGE_KEY, density);
  for (const listener of listeners) listener();
}

/** The density a table is drawn with: the remembered choice, else the list's own default. */
export function useDensity(fallback: Density): Density {
  const chosen = useSyncExternalStore(subscribe, read);
  return chosen ?? fallback;
}
