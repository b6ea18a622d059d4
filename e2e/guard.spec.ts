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

for (const role of ['admin', 'moderator'] as const satisfies readonly Role[]) {
  test.describe(`navigation guard, ${role}`, () => {
    test(`every route ends where the guard says (${role})`, async ({ page }) => {
      // One login, then ~20 full page loads: generous, for a busy machine.
      test.setTimeout(300_000);
      await login(page, role);
      for (const row of ROUTES) {
        await test.step(`${row.path} → ${row[role] ?? 'opens'}`, async () => {
          await page.goto(row.path);
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
  await login(page, 'moderator');
  await page.goto('/moderation/no-such-page');
  await expect(page).toHaveURL('/moderation/no-such-page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
});

test('client-side navigation is guarded too', async ({ page }) => {
  await login(page, 'moderator');
  // The router's own navigation (no reload) to every administrators' page is sent home as well.
  for (const { list } of AREAS.filter((area) => !area.moderators)) {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, list);
    await expect(page).toHaveURL(HOME);
  }
});

test('a moderator sent away from finance is told why, once', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/finance/contribution');
  await expect(page).toHaveURL(HOME);
  await expect(notifications(page)).toHaveText(['Раздел доступен только администраторам']);
});
