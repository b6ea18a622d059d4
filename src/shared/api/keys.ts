import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { AREAS, type AreaName } from '@/contract/areas';

/**
 * Where an entity lives in the query cache. Every area's keys come from here, so invalidating an entity
 * (`all`) reaches its lists, its records and its option lists, and one area can refresh another's data
 * (a blocked user's videos, a category's usage count) without importing it.
 */
export interface EntityKeys {
  all: QueryKey;
  /** Every list page of the entity, whatever its filters. */
  lists: () => QueryKey;
  list: (search: object) => QueryKey;
  detail: (id: number) => QueryKey;
  /** Small lists for selects and filters . */
  options: () => QueryKey;
}

export function entityKeys(name: string): EntityKeys {
  return {
    all: [name],
    lists: () => [name, 'list'],
    list: (search) => [name, 'list', search],
    detail: (id) => [name, 'detail', id],
    options: () => [name, 'options'],
  };
}

/** Each area's keys under its name (src/contract/areas.ts: `keys.videos` is `['videos', …]`). */
const areaKeys = Object.fromEntries(
  Object.entries(AREAS).map(([name, area]) => [name, entityKeys(area.queryKey)]),
) as Record<AreaName, EntityKeys>;

export const keys = {
  ...areaKeys,
  roles: entityKeys('roles'),
  /** The navigation badges (docs/product.md#queue-counters). */
  counters: ['stats', 'counters'] as QueryKey,
} as const;

/** The logged-in user's own profile (api/self.ts). */
export const selfQueryKey = ['users', 'self'] as const;

/** The logged-in user's id, once their profile is in `queryClient`'s cache. */
export const cachedSelfId = (queryClient: QueryClient): number | undefined =>
  queryClient.getQueryData<{ id: number }>(selfQueryKey)?.id;
