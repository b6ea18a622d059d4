import { RouterProvider } from '@tanstack/react-router';
import { useEffect, type ComponentType } from 'react';
import type { Session } from './shared/api/session';
import { AppProviders } from './shared/ui/AppProviders';
import type { AppRouter } from './router';

/** The panel for one page's session and its router (main.tsx makes both). */
export function App({
  session,
  router,
  DevPanel,
}: {
  session: Session;
  router: AppRouter;
  DevPanel?: ComponentType;
}) {
  useEffect(() => session.lifecycle.followLogoutInOtherTabs(), [session]);
  return (
    <AppProviders queryClient={session.queryClient}>
      <RouterProvider router={router} />
      {DevPanel && <DevPanel />}
    </AppProviders>
  );
}
