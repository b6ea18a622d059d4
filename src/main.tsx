// First: schemas are built as their modules load (see the module).
import './shared/api/zod-config';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router';
import { hasUnsent } from './shared/api/unsent-storage';
import { createSession } from './shared/api/session';
import { notifyError } from './shared/ui/notify';

// The page's one session. docs/product.md#error-catalogue, row 3: a failed call is said in a red
// notification, handed down (the query client imports no UI).
const session = createSession({ report: notifyError });

/** In mock mode the service worker must answer before the first call; a real-API build has no mock code. */
async function startMockBackend(): Promise<ComponentType | undefined> {
  // Inlined by Vite: with VITE_API_URL set, the imports below are dead code and never bundled.
  if (import.meta.env.VITE_API_URL) return undefined;
  const [{ startMockBackend: start }, { DevPanel }] = await Promise.all([
    import('../mocks/browser'),
    import('../mocks/DevPanel'),
  ]);
  await start();
  return DevPanel;
}

const DevPanel = await startMockBackend();

// Decisions a closed or reloaded page may not have delivered go out before anything is shown.
if (hasUnsent())
  await import('./shared/actions/resend-decisions').then((m) => m.resendDecisionsOnStart(session));

// The first page's guard, loaders and chunks start now, not after React's first render of the
// providers: its requests leave while that render runs.
const router = createAppRouter(session.queryClient);
void router.load();

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App session={session} router={router} DevPanel={DevPanel} />
    </StrictMode>,
  ),
);
