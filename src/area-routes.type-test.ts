import type { Routed } from './area-routes';

/**
 * The registry's paths are checked against the route tree (area-routes.ts): typecheck holds these,
 * so a registry path with no route cannot pass it.
 */
export type ListedRoutes = Routed<{
  stocks: { paths: ['/finance/stocks'] };
  users: { paths: ['/users', '/users/$userId'] };
}>;

// @ts-expect-error `/finance/no-such-page` is no route of the tree
export type UnroutedPath = Routed<{ nowhere: { paths: ['/finance/no-such-page'] } }>;

// @ts-expect-error a parameter the route does not name (`$id`, not `$userId`)
export type WrongParameter = Routed<{ users: { paths: ['/users', '/users/$id'] } }>;
