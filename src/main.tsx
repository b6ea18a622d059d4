import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { hasUnsent } from './shared/api/unsent-decisions';

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

/**
 * Decisions a closed or reloaded page may not have delivered go out before anything is shown; those
 * the server still did not take are said on the page, with `Повторить` (`retried`: says when they went).
 */
async function resendDecisions(retried = false): Promise<void> {
  const [{ resendUnsent }, { notifySuccess, notifyUnsentDecisions }] = await Promise.all([
    import('./shared/api/client'),
    import('./shared/ui/notify'),
  ]);
  const waiting = await resendUnsent();
  if (waiting > 0) notifyUnsentDecisions(waiting, () => void resendDecisions(true));
  else if (retried) notifySuccess('Решения отправлены');
}

if (hasUnsent()) await resendDecisions();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App DevPanel={DevPanel} />
  </StrictMode>,
);
