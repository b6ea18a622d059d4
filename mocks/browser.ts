import { setupWorker } from 'msw/browser';
import {
  controls,
  CONTROLS_KEY,
  expireAccessTokensNow,
  expireRefreshTokensNow,
  reloadControls,
  resetControls,
  setControls,
} from './controls';
import { startColleague } from './colleague';
import { db, resetDatabase, syncDatabase, type MockDatabase } from './db';
import { handlers } from './handlers';
import { shareLiveEventsBetweenTabs } from './live';

export const worker = setupWorker(...handlers);

/** Console and e2e access to the developer controls: `window.__mock.setControls({ latencyMs: 0 })`. */
export const mockApi = {
  controls,
  setControls,
  expireAccessTokensNow,
  expireRefreshTokensNow,
  reset(): void {
    resetDatabase();
    resetControls();
  },
  /**
   * What the server holds now, for checks that count on it (e2e): this tab's copy, caught up with
   * what other tabs committed. The stored snapshot alone lags behind: later commits are kept as
   * entries after it (mocks/journal.ts).
   */
  database(): MockDatabase {
    syncDatabase();
    return db;
  },
};

declare global {
  interface Window {
    __mock?: typeof mockApi;
  }
}

export async function startMockBackend(): Promise<void> {
  window.__mock = mockApi;
  // Controls set in another tab (expired tokens, latency, error rate) apply in this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === CONTROLS_KEY || event.key === null) reloadControls();
  });
  await worker.start({
    quiet: true,
    // Vite's own modules and assets are not API calls: let them through silently.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  // Each tab serves its own `GET /events`: the events of every tab's changes go to all of them.
  shareLiveEventsBetweenTabs();
  // Acts only while the developer control is on.
  startColleague();
}
