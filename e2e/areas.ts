import { AREA_LIST, openToModerators } from '@/contract/areas';

/**
 * The panel's areas as the end-to-end tests go through them, read from the area registry
 * (src/contract/areas.ts): a test that visits every area takes them from here, so a new area is
 * visited without a line more.
 */
export interface AreaUnderTest {
  /** The list the menu opens. */
  list: string;
  /** Its pages as the router names them (`/users/$userId`): `withIds` fills them in. */
  paths: readonly string[];
  /** The page's title and the name of its table. */
  title: string;
  /** Its link in the menu. */
  menuLabel: string;
  /** Whether a moderator may open it (else it is the administrators'). */
  moderators: boolean;
  /** Its list call under /api/admin, without the leading slash (`finance/contributions`). */
  api: string;
  /** A page of figures, not a list: no table of rows named by its title. */
  overview: boolean;
}

export const AREAS: readonly AreaUnderTest[] = AREA_LIST.map((area) => ({
  list: area.paths[0],
  paths: area.paths,
  title: area.title,
  menuLabel: area.nav.label ?? area.title,
  moderators: openToModerators(area),
  api: area.api.replace(/^\//, ''),
  overview: 'overview' in area,
}));

/** A page's path with its parameters filled in by name (`{ userId: 5 }`), 1 where `ids` has none. */
export function withIds(path: string, ids: Record<string, number> = {}): string {
  return path.replace(/\$(\w+)/g, (_, name: string) => String(ids[name] ?? 1));
}

/** The parameter a page's path takes (`$videoId` → `videoId`), or null for a list. */
export function paramOf(path: string): string | null {
  return /\$(\w+)/.exec(path)?.[1] ?? null;
}
