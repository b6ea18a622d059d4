import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { PagePending } from './shared/ui/states';
import { RouteError } from './shared/ui/RouteError';
import { NotFoundState } from './shared/ui/states';

export function createAppRouter(
  queryClient: QueryClient,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Hovering a link loads its route chunk and data; React Query owns freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundState />,
    // SPEC §2: scroll resets to the top on every navigation.
    scrollRestoration: false,
    defaultHashScrollIntoView: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
