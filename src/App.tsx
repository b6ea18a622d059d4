import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import type { Session } from './shared/api/session';
import { AppProviders } from './shared/ui/AppProviders';
import { createAppRouter } from './router';

/** The panel for one page's session (main.tsx makes it; a test makes its own). */
export function App({ session, DevPanel }: { session: Session; DevPanel?: ComponentType }) {
  const [router] = useState(() => createAppRouter(session.queryClient));
  useEffect(() => session.lifecycle.followLogoutInOtherTabs(), [session]);
  return (
    <AppProviders queryClient={session.queryClient}>
      <RouterProvider router={router} />
      {DevPanel && <DevPanel />}
    </AppProviders>
  );
}
