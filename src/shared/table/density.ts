import { useSyncExternalStore } from 'react';

/**
 * How tightly a table's rows are drawn. `compact` fits about twice the rows on a screen (a queue a
 * moderator works through); `comfortable` is the roomier default of the other lists.
 */
export type Density = 'compact' | 'comfortable';

/** The user's choice, once made, for every list (until then each list has its own default). */
export const DENSITY_STORAGE_KEY = 'www-table-density';

export const DENSITY_LABELS: Record<Density, string> = {
  compact: 'Компактно',
  comfortable: 'Просторно',
};

const listeners = new Set<() => void>();

function read(): Density | null {
  try {
    const value = window.localStorage.getItem(DENSITY_STORAGE_KEY);
    return value === 'compact' || value === 'comfortable' ? value : null;
  } catch {
    return null;
  }
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
  try {
    window.localStorage.setItem(DENSITY_STORAGE_KEY, density);
  } catch {
    // Storage refused (private mode, quota): the choice holds until the page is left.
  }
  memory = density;
  for (const listener of listeners) listener();
}

/** The last choice of this page, for when storage refuses to keep it. */
let memory: Density | null = null;

/** The density a table is drawn with: the remembered choice, else the list's own default. */
export function useDensity(fallback: Density): Density {
  const chosen = useSyncExternalStore(subscribe, () => read() ?? memory);
  return chosen ?? fallback;
}
