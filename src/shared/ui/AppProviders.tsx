import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { colorSchemeManager } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

const Overlays = lazy(() => import('./Overlays'));

/** Everything a page needs around it; tests render pages inside the same providers. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
      >
        {children}
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      </MantineProvider>
    </QueryClientProvider>
  );
}
