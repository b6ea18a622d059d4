import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { colorSchemeManager } from './color-scheme';
import { getStyleNonce } from './style-nonce';
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
        getStyleNonce={getStyleNonce}
      >
        {/* The calendars' language and week, once for the pages and the dialogs (the ru names come
            with the calendars: ui/calendar-locale.ts). */}
        <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
          {children}
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
