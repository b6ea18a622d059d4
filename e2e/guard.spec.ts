import type { Page } from '@playwright/test';
import { AREAS, withIds } from './areas';
import { expect, HOME, login, mainNav, notifications, test, type Role } from './fixtures';

/**
 * The routes (docs/product.md#routes) against the guard (docs/product.md#navigation-guard). `null`
 * = the page opens where it was asked; a string = the URL the user ends on.
 */
interface Row {
  path: string;
  admin: string | null;
  moderator: string | null;
}

const UNKNOWN = '/no-such-page';

/**
 * Every page of every area (src/contract/areas.ts, ids filled in with 1), between the paths the guard
 * treats on their own: a moderator opens only the areas under /moderation and /user.
 */
const ROUTES: Row[] = [
  { path: '/', admin: '/users', moderator: HOME },
  { path: '/moderation', admin: HOME, moderator: HOME },
  ...AREAS.flatMap((area) =>
    area.paths.map((path) => ({
      path: withIds(path),
      admin: null,
      moderator: /^\/(moderation|user)/.test(path) ? null : HOME,
    })),
  ),
  { path: '/login', admin: HOME, moderator: HOME },
  { path: UNKNOWN, admin: null, moderator: HOME },
];

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname;
}

/** The page finished navigating: the shell is there with its main content. */
async function settled(page: Page): Promise<void> {
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

test.describe('navigation guard, not logged in', () => {
  for (const { path } of ROUTES) {
    if (path === '/login') continue;
    test(`${path} → /login?redirect=${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      // The redirect keeps the page asked for (a page may add its default search params to it).
      const redirect = new URL(page.url()).searchParams.get('redirect');
      expect(redirect).not.toBeNull();
      expect(new URL(redirect!, 'http://x').pathname).toBe(path);
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    });
  }

  test('/login stays on /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });
});

/**
 * The routes opened by a full page load (the guard then decides before the profile is in the cache):
 * one of each kind the guard tells apart. Every route is also reached by the router's own navigation.
 */
const FULL_LOADS = new Set([
  '/',
  '/moderation',
  HOME,
  '/moderation/videos/1',
  '/users',
  '/login',
  UNKNOWN,
]);

/** Navigates as the router does on a link or Back (no reload): the guard runs as on a page load. */
async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const role of ['admin', 'moderator'] as const satisfies readonly Role[]) {
  test.describe(`navigation guard, ${role}`, () => {
    test(`every route ends where the guard says (${role})`, async ({ page }) => {
      // One login, then ~30 navigations, 7 of them full page loads: generous, for a busy machine.
      test.setTimeout(300_000);
      expect(ROUTES.filter((row) => FULL_LOADS.has(row.path))).toHaveLength(FULL_LOADS.size);
      await login(page, role);
      const visits = [
        ...ROUTES.map((row) => ({ row, load: false })),
        ...ROUTES.filter((row) => FULL_LOADS.has(row.path)).map((row) => ({ row, load: true })),
      ];
      for (const { row, load } of visits) {
        const how = load ? 'page load' : 'in-app navigation';
        await test.step(`${row.path} → ${row[role] ?? 'opens'} (${how})`, async () => {
          if (load) await page.goto(row.path);
          else await navigateInPage(page, row.path);
          const expected = row[role] ?? row.path;
          await expect(page).toHaveURL((url) => url.pathname === expected);
          await settled(page);
          expect(pathOf(page)).toBe(expected);
          if (expected === UNKNOWN) {
            // Administrators see the not-found page inside the shell.
            await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
            await expect(page).toHaveTitle('Who Will Win - Страница не найдена');
          } else {
            await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
          }
        });
      }
    });
  });
}

test('moderator: unknown paths under /moderation and /users are not found, inside the shell', async ({
  page,
}) => {
  await login(page, 'moderator', '/moderation/no-such-page');
  await expect(page).toHaveURL('/moderation/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
});

test('a moderator sent away from finance is told why, once', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/finance/contribution');
  await expect(page).toHaveURL(HOME);
  await expect(notifications(page)).toHaveText(['Раздел доступен только администраторам']);
});
