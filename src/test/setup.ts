import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import Cookies from 'js-cookie';
import { notifications } from '@mantine/notifications';
import { server } from '@mocks/node';
import { resetDatabase } from '@mocks/db';
import { resetControls } from '@mocks/controls';
import { resetProfile } from '@/shared/lib/profile-storage';
import { closeTestSessions } from './session';

// findBy…/waitFor wait up to 1 s by default; a busy 2-core machine renders a page in 2 s or more.
// Tests must not depend on the machine's speed, so every async query waits long enough for any of them.
configure({ asyncUtilTimeout: 20_000 });

// TanStack Router's lazy route component calls React's use() only while its chunk is loading
// (lazyRouteComponent.js in @tanstack/react-router); when the chunk arrives between a render and its
// retry, React's development build warns that use() was called conditionally. The route renders as
// it should and whether the warning comes depends on the machine's timing (seen once in five runs on
// a busy machine), so it is kept off the test output; every other console error prints.
const consoleHolder = globalThis as { consoleErrorOfJsdom?: typeof console.error };
const consoleError = (consoleHolder.consoleErrorOfJsdom ??= console.error.bind(console));
console.error = (...args: unknown[]) => {
  const [first] = args;
  const lazyRouteWarning =
    first instanceof Error &&
    first.message.startsWith('This library called use() to suspend') &&
    Boolean(first.stack?.includes('lazyRouteComponent'));
  if (!lazyRouteWarning) consoleError(...args);
};

// jsdom lacks these; Mantine and the router call them. The user prefers reduced motion: Mantine's
// transitions (theme.respectReducedMotion) then open and close at once. Animated, a modal's exit
// waits on two animation frames and a timer, and on a busy machine a closed dialog could stay in the
// page, hiding the rest of it from the next query.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = (() => undefined) as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = () => undefined;
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom has no media and no canvas, and says so on stderr at every call: a video's `load()` does
// nothing, as a browser's without a source, and a canvas gives no context, as jsdom's own (null).
HTMLMediaElement.prototype.load = () => undefined;
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;
// jsdom lays nothing out: every box measures 0 × 0. A chart (recharts) measures its container before
// drawing and warns that it has no room; it gets the box a desktop browser gives it. (jsdom's own
// measure is kept once: this file runs again for every test file of a worker.)
const jsdom = globalThis as { jsdomMeasure?: typeof Element.prototype.getBoundingClientRect };
const jsdomMeasure = (jsdom.jsdomMeasure ??= Element.prototype.getBoundingClientRect);
Element.prototype.getBoundingClientRect = function (this: Element) {
  return this.classList.contains('recharts-responsive-container')
    ? new DOMRect(0, 0, 960, 240)
    : jsdomMeasure.call(this);
};

/** Requests the mock server is answering right now (counted anew in every test), by id. */
const inFlight = new Set<string>();

/**
 * Counts the mock's requests in and out. One the page gave up on (aborted: the page unmounted, a
 * query superseded) never ends for msw (no `request:end`: its answer cannot be delivered); its
 * handler has finished once msw matched it, so it counts as answered then.
 */
function countRequestsInFlight(): void {
  inFlight.clear();
  const matched = new Set<string>();
  server.events.on('request:start', ({ request, requestId }) => {
    inFlight.add(requestId);
    request.signal.addEventListener(
      'abort',
      () => {
        if (matched.has(requestId)) inFlight.delete(requestId);
      },
      { once: true },
    );
  });
  server.events.on('request:match', ({ request, requestId }) => {
    matched.add(requestId);
    if (request.signal.aborted) inFlight.delete(requestId);
  });
  server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
}

/**
 * What unmounting a test's app sends (a claim released, a held decision) is answered before the next
 * test starts: sent later, it would reach the next test's server without the tokens it was sent with.
 */
async function settleRequests(): Promise<void> {
  if (vi.isFakeTimers()) vi.useRealTimers();
  const until = Date.now() + 5000;
  let quietTicks = 0;
  while (quietTicks < 3 && Date.now() < until) {
    quietTicks = inFlight.size === 0 ? quietTicks + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  countRequestsInFlight();
  resetDatabase();
  resetControls();
});
afterEach(async () => {
  cleanup();
  // The code a test made the app fetch (a route's chunk, a widget, the live session) arrives before
  // the file ends: a module that is still loading when Vitest tears the file's environment down fails
  // with an EnvironmentTeardownError outside any test, and the run exits 1 though every test passed.
  await vi.dynamicImportSettled();
  // The test's tabs close: a decision one left held must not reach the next test's server.
  closeTestSessions();
  await settleRequests();
  server.resetHandlers();
  server.events.removeAllListeners();
  notifications.clean();
  Cookies.remove('accessToken', { path: '/' });
  Cookies.remove('refreshToken', { path: '/' });
  // A logout's reason for the login page waits here; every test starts as a fresh tab.
  sessionStorage.clear();
  // Each test starts as a fresh browser profile, whatever the last one kept (a speed, a density,
  // hidden columns, unsent decisions), in storage or held in memory where storage refused it.
  resetProfile();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});
afterAll(() => server.close());
