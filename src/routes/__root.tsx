import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { titleOf } from '@/shared/lib/title';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The page's title from the routes' `head`, the deepest route's winning, as the router's HeadContent
 * would put it: the panel has nothing else for the head, and HeadContent (its tags, assets and scripts)
 * is in every page's first chunk otherwise.
 */
function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (const match of [...state.matches].reverse()) {
        const found = match.meta?.findLast((meta) => meta?.title)?.title;
        if (found) return found;
      }
      return undefined;
    },
  });
  return title ? <title>{title}</title> : null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Each route names its page in `staticData.title` (the router sets it as navigation starts).
  head: ({ matches }) => ({ meta: [{ title: titleOf(matches.map((match) => match.staticData)) }] }),
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ),
});
