import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { queryClient } from './shared/api/query-client';
import { followLogoutInOtherTabs } from './shared/lifecycle/page-lifecycle';
import { AppProviders } from './shared/ui/AppProviders';
import { createAppRouter } from './router';

export function App({ DevPanel }: { DevPanel?: ComponentType }) {
  const [router] = useState(() => createAppRouter(queryClient));
  useEffect(() => followLogoutInOtherTabs(), []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      {DevPanel && <DevPanel />}
    </AppProviders>
  );
}
