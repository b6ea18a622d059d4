import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';

/** The mock accounts (docs/product.md#mock-backend). */
export const ACCOUNTS = {
  admin: {
    email: 'admin@whowillwin.ru',
    password: 'admin123',
    nickname: 'admin',
    roles: 'Администратор',
  },
  moderator: {
    email: 'moderator@whowillwin.ru',
    password: 'moder123',
    nickname: 'moderator',
    roles: 'Модератор',
  },
} as const;
export type Role = keyof typeof ACCOUNTS;

export const HOME = '/moderation/videos';
export const SCREENSHOTS = 'e2e/.screenshots';

/**
 * The mock's controls in every test's browser, unless a test set its own: a low latency (for speed,
 * non-zero so loading states still happen) and access tokens that outlive any test, so that a
 * worker's saved profile (`savedProfile`) serves the whole run instead of a login every few minutes.
 * The session's own tests expire tokens on purpose (`expireAccessTokensNow`).
 */
const E2E_CONTROLS = { latencyMs: 30, accessTtlMs: 60 * 60_000 };

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page that made an API call; null for the service worker's own fetches (passthrough, media). */
function apiCaller(request: Request): Page | null {
  if (request.serviceWorker() || !new URL(request.url()).pathname.startsWith('/api/')) return null;
  // The live stream (GET /events) stays open as long as the page: never a call to wait for.
  if (request.resourceType() === 'eventsource') return null;
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/**
 * Waits until the page has no API call in flight. Tests that change the mock's state (expire tokens,
 * inject errors) do it on a quiet page, so no call of the previous page races with them.
 */
export async function apiIdle(page: Page): Promise<void> {
  await expect.poll(() => inFlight.get(page)?.size ?? 0).toBe(0);
}

/**
 * Prepares a fresh context as every test's: before any app script runs, the mock's persisted
 * controls get E2E_CONTROLS — merged, so that controls a test sets later (expired tokens, error
 * rate) survive reloads as they do for a developer — and the pages' API calls in flight are counted
 * for `apiIdle`.
 */
export async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript((wanted: Record<string, unknown>) => {
    try {
      const key = 'www-mock-controls';
      const current = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<
        string,
        unknown
      >;
      if (Object.keys(wanted).some((name) => !(name in current))) {
        window.localStorage.setItem(key, JSON.stringify({ ...wanted, ...current }));
      }
    } catch {
      // about:blank and opaque origins have no localStorage; nothing to configure there.
    }
  }, E2E_CONTROLS);
  context.on('request', (request) => {
    const page = apiCaller(request);
    if (page) inFlight.set(page, (inFlight.get(page) ?? new Set<Request>()).add(request));
  });
  const done = (request: Request) => {
    const page = apiCaller(request);
    if (page) inFlight.get(page)?.delete(request);
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/** Every test gets a fresh context (empty cookies and localStorage → freshly seeded mock). */
export const test = base.extend<{ context: BrowserContext }>({
  // Not `use`: the React hooks lint rule would take the fixture callback for a hook.
  context: async ({ context }, provide) => {
    await prepareContext(context);
    await provide(context);
  },
});

export { expect };

export function loginForm(page: Page) {
  return {
    email: page.getByPlaceholder('Введите логин'),
    password: page.getByPlaceholder('Введите пароль'),
    submit: page.getByRole('button', { name: 'Войти' }),
    error: page.getByTestId('login-error'),
  };
}

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, role: Role): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(ACCOUNTS[role].email);
  await form.password.fill(ACCOUNTS[role].password);
  await form.submit.click();
}

/**
 * Resolves when the page opens its live stream (`GET /events`), its ticket in hand. A
 * logged-in page opens it once it is idle, after its own calls: a test that changes the session
 * (expires tokens, reloads) waits for it first, or the stream's ticket call may still be to come and
 * race with the change. Call it before the navigation that opens the stream.
 */
export function liveStream(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.resourceType() === 'eventsource' &&
      new URL(request.url()).pathname === '/api/admin/events',
  );
}

/** Logs in through the UI and waits for the shell of the landing page and its live stream. */
export async function loginThroughForm(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  const stream = liveStream(page);
  await submitLogin(page, role);
  await expect(page).toHaveURL(HOME);
  await expect(page.getByTestId('self-nickname')).toHaveText(ACCOUNTS[role].nickname);
  await stream;
  await apiIdle(page);
}

/**
 * A signed-in profile per role, made once per worker by the login form and saved (cookies and
 * localStorage: the tokens, the mock's data and its signing key). Renewed long before its access
 * token (E2E_CONTROLS.accessTtlMs) could expire during a test: a test starts with at least half an
 * hour of it, more than any test's time limit, as one that has just logged in.
 */
type SavedProfile = Awaited<ReturnType<BrowserContext['storageState']>>;
const savedProfiles = new Map<Role, { profile: SavedProfile; savedAt: number }>();
const SAVED_PROFILE_MAX_AGE_MS = E2E_CONTROLS.accessTtlMs - 30 * 60_000;

/**
 * Whether the project's sessions live in the browser profile: with the mock in the page's service
 * worker, yes; against a mock server (`real-api`, nginx included: one database for the project, reset
 * between tests, refresh tokens spent for everyone) a session is made by the form for each test.
 */
function profileIsSaved(): boolean {
  return test.info().project.use.serviceWorkers !== 'block';
}

/** Contexts given a saved profile: their mock data is in their localStorage from then on. */
const profiled = new WeakSet<BrowserContext>();

/**
 * Whether the context has not yet opened the panel: only then can a saved profile be its start (its
 * data, once written, is the context's own: a second login in it goes through the form).
 */
function neverOpened(context: BrowserContext): boolean {
  const { baseURL } = test.info().project.use;
  return (
    !profiled.has(context) &&
    !context.pages().some((page) => baseURL && page.url().startsWith(baseURL))
  );
}

async function savedProfile(page: Page, role: Role): Promise<SavedProfile> {
  const saved = savedProfiles.get(role);
  if (saved && Date.now() - saved.savedAt < SAVED_PROFILE_MAX_AGE_MS) return saved.profile;
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await page.context().browser()!.newContext({ baseURL, locale, timezoneId });
  try {
    await prepareContext(context);
    await loginThroughForm(await context.newPage(), role);
    const profile = await context.storageState();
    savedProfiles.set(role, { profile, savedAt: Date.now() });
    return profile;
  } finally {
    await context.close();
  }
}

/**
 * Gives the page's (fresh) context the saved profile of `role`: its cookies, and its localStorage
 * before the first script of the first page that finds no mock data (later loads keep what the
 * pages wrote).
 */
export async function applySavedProfile(page: Page, role: Role): Promise<void> {
  if (!profileIsSaved()) throw new Error('No saved profile against a mock server: use login()');
  const context = page.context();
  if (!neverOpened(context)) throw new Error('The context has opened the panel: use login()');
  profiled.add(context);
  const profile = await savedProfile(page, role);
  await context.addCookies(profile.cookies);
  await context.addInitScript((origins) => {
    try {
      const entries = origins.find(
        (origin) => origin.origin === window.location.origin,
      )?.localStorage;
      if (!entries || window.localStorage.getItem('www-mock-db') !== null) return;
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    } catch {
      // about:blank and opaque origins have no localStorage.
    }
  }, profile.origins);
}

/**
 * Opens `path` (home by default) signed in as `role`, as the login form would leave it, and waits for
 * its shell and its live stream: the profile comes from `applySavedProfile`, which spares every test
 * the login page (the form itself is tested with `loginThroughForm`).
 */
export async function login(page: Page, role: Role, path: string = HOME): Promise<void> {
  if (!profileIsSaved() || !neverOpened(page.context())) {
    await loginThroughForm(page, role);
    if (path === HOME) return;
  } else await applySavedProfile(page, role);
  const stream = liveStream(page);
  await page.goto(path);
  const pathname = new URL(path, 'http://localhost').pathname;
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByTestId('self-nickname')).toHaveText(ACCOUNTS[role].nickname);
  await stream;
  await apiIdle(page);
}

export function isApiCall(request: Request, path: string, method = 'GET'): boolean {
  const url = new URL(request.url());
  return request.method() === method && url.pathname === `/api/admin/${path.replace(/^\//, '')}`;
}

function jsonBody(request: Request): Record<string, unknown> {
  try {
    return (request.postDataJSON() as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
}

export const isRefreshCall = (request: Request) =>
  isApiCall(request, 'auth', 'POST') && typeof jsonBody(request).refreshToken === 'string';
/**
 * The login call. Chromium does not always expose the body of a call that goes through the app's ky
 * instance (postData() is null), so any `POST /auth` that is not a refresh counts as a login.
 */
export const isLoginCall = (request: Request) =>
  isApiCall(request, 'auth', 'POST') && !isRefreshCall(request);

/**
 * Collects the page's requests. MSW answers API calls inside the service worker, but Chromium still
 * reports each of them as a request of the page, so they can be counted here.
 */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export async function cookieValue(
  context: BrowserContext,
  name: string,
): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/**
 * A table's rows of data: not the grey rows it shows while its list is on the way (a table mounted
 * with its rows already fetched still draws those first, and its rows in the next render).
 */
export const ROW = 'tbody tr:not([data-testid="skeleton-row"])';

/** The video in the first row of the videos table: its id and title, read from the title's link. */
export async function firstRowVideo(page: Page): Promise<{ id: number; title: string }> {
  const link = page
    .getByRole('table', { name: 'Видео' })
    .locator(ROW)
    .first()
    .locator('td')
    .nth(2)
    .locator('a');
  const href = (await link.getAttribute('href')) ?? '';
  return {
    id: Number(/\/moderation\/videos\/(\d+)/.exec(href)?.[1]),
    title: await link.innerText(),
  };
}

/** The Mantine notifications (bottom-center), never the inline error states of a page. */
export function notifications(page: Page) {
  return page.locator('.mantine-Notification-root');
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Основная навигация' });
}

/**
 * A sidebar item by its label. Items with a queue badge are named "<label> N в очереди",
 * so the name must start with the label, as a whole word.
 */
export function navLink(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return mainNav(page).getByRole('link', { name: new RegExp(`^${escaped}(\\s|$)`) });
}

/**
 * A notification as it was shown: its title (what failed, when it says), its message, and when it
 * appeared and disappeared (performance.now()).
 */
export interface Notice {
  title: string;
  message: string;
  shownAt: number;
  hiddenAt?: number;
}

interface ToastLog {
  notices: Notice[];
}

/**
 * Records, from now on, every notification that appears (its title and message) and when each one
 * appeared and disappeared, so tests can say "no error was shown" about the whole span, not just the
 * moment they look.
 */
export async function watchNotifications(
  page: Page,
  { redOnly = false }: { redOnly?: boolean } = {},
): Promise<() => Promise<ToastLog>> {
  await page.evaluate((redOnly) => {
    const log: ToastLog = { notices: [] };
    (window as unknown as { __toasts: ToastLog }).__toasts = log;
    const shown = new Map<Element, Notice>();
    const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
    new MutationObserver(() => {
      const now = performance.now();
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        if (shown.has(toast)) continue;
        if (redOnly && !toast.getAttribute('style')?.includes('--mantine-color-red-filled'))
          continue;
        // The message without its action button (`Отменить`).
        const description = toast.querySelector('.mantine-Notification-description');
        const message = textOf(description);
        const action = textOf(description?.querySelector('button'));
        const notice: Notice = {
          title: textOf(toast.querySelector('.mantine-Notification-title')),
          message: action ? message.replace(action, '').trim() : message,
          shownAt: now,
        };
        shown.set(toast, notice);
        log.notices.push(notice);
      }
      for (const [toast, notice] of shown) {
        if (toast.isConnected) continue;
        notice.hiddenAt = now;
        shown.delete(toast);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, redOnly);
  return () => page.evaluate(() => (window as unknown as { __toasts: ToastLog }).__toasts);
}

/**
 * In the page: when the first call whose address ends with `path` was sent and when its answer
 * arrived (epoch ms), from the page's resource timing (the live specs' latency figures); null before.
 */
export function callTimes(page: Page, path: string) {
  return page.evaluate((path) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((candidate) => new URL(candidate.name).pathname.endsWith(path)) as
      PerformanceResourceTiming | undefined;
    return entry
      ? {
          sent: performance.timeOrigin + entry.startTime,
          answered: performance.timeOrigin + entry.responseEnd,
        }
      : null;
  }, path);
}
