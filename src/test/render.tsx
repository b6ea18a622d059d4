import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from '@/shared/api/query-client';
import { AppProviders } from '@/shared/ui/AppProviders';
import { createAppRouter } from '@/router';
import { testTokens } from '@mocks/token-testing';
import { storeTokens } from '@/shared/session/tokens';

/** The whole app at `path`, with the real router, providers and the mock backend (msw/node). */
export function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(queryClient, history);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, history };
}

/** Logs in as a seeded account by storing mock-issued tokens: 1 = administrator, 2 = moderator. */
export function loginAs(userId: 1 | 2) {
  storeTokens(testTokens(userId));
}
