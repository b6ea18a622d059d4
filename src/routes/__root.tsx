import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { titleOf } from '@/shared/lib/title';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Each route names its page in `staticData.title` (the router sets it as navigation starts).
  head: ({ matches }) => ({ meta: [{ title: titleOf(matches.map((match) => match.staticData)) }] }),
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
});
