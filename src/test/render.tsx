import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { RouterProvider } from '@tanstack/react-router';
import type { Session } from '@/shared/api/session';
import { AppProviders } from '@/shared/ui/AppProviders';
import { createAppRouter } from '@/router';
import { testTokens } from '@mocks/token-testing';
import { storeTokens } from '@/shared/session/tokens';
import { overlaysReady } from '@/shared/ui/overlays-ready';
import { currentSession, testSession } from './session';

/**
 * The whole app at `path`, with the real router, providers and the mock backend (msw/node), in the
 * test's tab (`currentSession`) or `session`.
 */
export function renderApp(path: string, session: Session = currentSession()) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(session.queryClient, history);
  const view = render(
    <AppProviders queryClient={session.queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, history, session };
}

/** Logs in as a seeded account by storing mock-issued tokens: 1 = administrator, 2 = moderator. */
export function loginAs(userId: 1 | 2) {
  storeTokens(testTokens(userId));
}

/**
 * The providers alone, with their notification and dialog containers mounted: for what opens over a
 * page (notices, dialogs asked for by a function).
 */
export async function renderOverlays() {
  render(
    <AppProviders queryClient={testSession().queryClient}>
      <div />
    </AppProviders>,
  );
  await overlaysReady();
}
