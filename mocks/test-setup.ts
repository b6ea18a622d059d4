import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './node';
import { resetDatabase } from './db';
import { resetControls } from './controls';

// The mock backend's own tests run in Node, without a DOM: each test starts from the seed and the
// default developer controls, against the same MSW handlers the browser and the app's tests use.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  resetDatabase();
  resetControls();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
