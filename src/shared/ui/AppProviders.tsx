// Mantine's base sheets; each component's own styles come with the chunk that draws it
// (scripts/vite/mantine-styles.ts), the notifications' and the calendars' with their modules.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { colorSchemeManager } from './color-scheme';
import { loadedOverlays, loadOverlays } from './overlays-load';
import { useOverlaysRequested } from './overlays-ready';
import { getStyleNonce } from './style-nonce';
import { cssVariablesResolver, theme } from './theme';

const LazyOverlays = lazy(() => loadOverlays().then((component) => ({ default: component })));

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
          <OverlaysWhenRequested />
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * The containers once first wanted. A component of its own: the request re-renders it alone, not the
 * providers above, whose new context values would draw every Mantine component of the page again
 * inside the first decision's paint.
 */
function OverlaysWhenRequested() {
  return useOverlaysRequested() && <OverlaysMounted />;
}

/** Mounted at once when the code is there (preloaded when idle), through Suspense when not. */
function OverlaysMounted() {
  const [Overlays] = useState(() => loadedOverlays() ?? LazyOverlays);
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
