// First: schemas are built as their modules load (see the module).
import './shared/api/zod-config';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { hasUnsent } from './shared/api/unsent-storage';
import { setErrorReporter } from './shared/api/query-client';
import { notifyError } from './shared/ui/notify';

// docs/product.md#error-catalogue, row 3: a failed call is said in a red notification (the query
// client imports no UI).
setErrorReporter(notifyError);

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
  await import('./shared/actions/resend-decisions').then((m) => m.resendDecisionsOnStart());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App DevPanel={DevPanel} />
  </StrictMode>,
);
