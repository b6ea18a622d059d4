import type { FileRoutesByTo } from './routeTree.gen';
import type { AREAS } from './contract/areas';

/**
 * Where the app meets the area registry (src/contract/areas.ts, which imports nothing of the app):
 * every page an area names is a route of the route tree, or typecheck fails here, naming the path.
 * Type-only: nothing of it reaches a bundle.
 */
export type RoutePath = keyof FileRoutesByTo;

/** A registry whose every path is a route (`/finance/stocks`, `/users/$userId`). */
export type Routed<Areas extends Record<string, { paths: readonly RoutePath[] }>> = Areas;

export type RoutedAreas = Routed<typeof AREAS>;
