import { useSyncExternalStore } from 'react';
import { readProfile, writeProfile } from '../lib/profile-storage';

/**
 * What a user keeps of a list in this browser: the columns they hid, and their saved views (a filter,
 * sort and columns under a name). The browser profile's (lib/profile-storage.ts), per list and per
 * user in their keys, so a colleague on the same computer keeps theirs; another tab's change applies
 * at once (the `storage` event).
 */

/** Column ids the user hid in one list. */
export type HiddenColumns = readonly string[];

/** A saved view: the list's URL search (without the page) and the columns hidden, under a name. */
export interface SavedView {
  name: string;
  search: Record<string, unknown>;
  hidden: HiddenColumns;
}

export const LIST_PREFS_PREFIX = 'www-list';

const columnsKey = (user: string, list: string) => `${LIST_PREFS_PREFIX}-columns:${user}:${list}`;
const viewsKey = (user: string, list: string) => `${LIST_PREFS_PREFIX}-views:${user}:${list}`;

const listeners = new Set<() => void>();
/** The last text read per key and what it parsed to: a snapshot stays the same object until it changes. */
const parsed = new Map<string, { text: string | null; value: unknown }>();

function write(key: string, value: unknown): void {
  writeProfile(key, JSON.stringify(value));
  for (const listener of listeners) listener();
}

/** The stored value if it has the expected shape; anything else (hand-edited, older) is ignored. */
function readValue<T>(key: string, check: (value: unknown) => value is T, empty: T): T {
  const text = readProfile(key);
  const cached = parsed.get(key);
  if (cached && cached.text === text) return cached.value as T;
  let value = empty;
  try {
    const candidate: unknown = text === null ? empty : JSON.parse(text);
    if (check(candidate)) value = candidate;
  } catch {
    // Not JSON: as if nothing were stored.
  }
  parsed.set(key, { text, value });
  return value;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isViews = (value: unknown): value is SavedView[] =>
  Array.isArray(value) &&
  value.every(
    (view) =>
      typeof view === 'object' &&
      view !== null &&
      typeof (view as SavedView).name === 'string' &&
      typeof (view as SavedView).search === 'object' &&
      (view as SavedView).search !== null &&
      isStrings((view as SavedView).hidden),
  );

const NONE: string[] = [];
const NO_VIEWS: SavedView[] = [];

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(LIST_PREFS_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readHiddenColumns(user: string, list: string): HiddenColumns {
  return readValue(columnsKey(user, list), isStrings, NONE);
}

export function setHiddenColumns(user: string, list: string, hidden: HiddenColumns): void {
  write(columnsKey(user, list), [...hidden]);
}

export function readSavedViews(user: string, list: string): readonly SavedView[] {
  return readValue(viewsKey(user, list), isViews, NO_VIEWS);
}

/** Saves a view under its name; one of the same name is replaced. */
export function saveView(user: string, list: string, view: SavedView): void {
  const others = readSavedViews(user, list).filter((saved) => saved.name !== view.name);
  write(viewsKey(user, list), [...others, view]);
}

export function deleteView(user: string, list: string, name: string): void {
  write(
    viewsKey(user, list),
    readSavedViews(user, list).filter((saved) => saved.name !== name),
  );
}

export function useHiddenColumns(user: string, list: string): HiddenColumns {
  return useSyncExternalStore(subscribe, () => readHiddenColumns(user, list));
}

export function useSavedViews(user: string, list: string): readonly SavedView[] {
  return useSyncExternalStore(subscribe, () => readSavedViews(user, list));
}
