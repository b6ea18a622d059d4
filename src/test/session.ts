import { vi } from 'vitest';
import { createSession, type Session, type SessionOptions } from '@/shared/api/session';
import { notifyError } from '@/shared/ui/notify';

/** The sessions the running test made: its tabs. */
const open = new Set<Session>();

/**
 * A fresh session for a test, as main.tsx makes one: failures said in red notifications. Its page
 * reload is a recorder (jsdom does not navigate): `vi.mocked(session.lifecycle…)` is not needed,
 * `reloadsOf(session)` counts them.
 */
export function testSession(options: SessionOptions = {}): Session {
  const reload = vi.fn<() => void>();
  const session = createSession({ reload, report: notifyError, ...options });
  reloads.set(session, options.reload ?? reload);
  open.add(session);
  return session;
}

const reloads = new WeakMap<Session, () => void>();

/** How often the session's page reloaded (a logout, followed or its own). */
export function reloadsOf(session: Session): number {
  const reload = reloads.get(session);
  return reload && vi.isMockFunction(reload) ? reload.mock.calls.length : 0;
}

/**
 * The test's tabs close without a word to the server: what they still hold for `Отменить` is taken
 * back, never sent (it would reach the next test's server).
 */
export function closeTestSessions(): void {
  for (const session of open) session.decisions.dropAll();
  open.clear();
}

/** The undo window passes at once: every decision the test's tabs hold goes out now. */
export function sendHeldDecisions(): Promise<unknown> {
  return Promise.all([...open].map((session) => session.decisions.sendAll()));
}

/**
 * The test's tab: the session it opened last (renderApp opens one), or a fresh one. What a test
 * reads of a page's cache, client or lifecycle.
 */
export function currentSession(): Session {
  return [...open].at(-1) ?? testSession();
}

/**
 * The test's tab as one object, for tests of the client and the session's parts: `tab.api.get(…)`,
 * `tab.decisions.hold(…)`, `tab.lifecycle.hiding` — each read reaches `currentSession()`.
 */
export const tab: Session = new Proxy({} as Session, {
  get: (_target, name) => Reflect.get(currentSession(), name),
});
