import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { titleOf } from './shared/lib/title';
import { PagePending } from './shared/ui/PagePending';

export function createAppRouter(
  queryClient: QueryClient,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Hovering a link loads its route chunk and data; React Query owns freshness.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultPendingComponent: PagePending,
    // Rarely shown: loaded when needed, not with the first page.
    defaultErrorComponent: lazyRouteComponent(() => import('./shared/ui/RouteError'), 'RouteError'),
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('./shared/ui/states'),
      'DefaultNotFound',
    ),
    // docs/product.md#navigation-guard: scroll resets to the top on every navigation.
    scrollRestoration: false,
    defaultHashScrollIntoView: false,
  });
  // The title changes as the navigation starts: routes' `head` (HeadContent) runs only after the
  // page's chunk and loader, seconds on a busy machine. A route naming its item (a video's title)
  // refines it then.
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    const [routes] = router.getMatchedRoutes(toLocation.pathname);
    document.title = titleOf(routes.map((route) => route.options.staticData));
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
