import type { Page } from '@playwright/test';
import { AREAS } from './areas';
import { expect, HOME, login, mainNav, navLink, SCREENSHOTS, test, ROW } from './fixtures';

test('document titles follow "Who Will Win - <page>"', async ({ page }) => {
  await login(page, 'admin');
  // Every area's list by its menu link (src/contract/areas.ts), home last: each click moves.
  const pages = [...AREAS]
    .sort((a, b) => Number(a.list === HOME) - Number(b.list === HOME))
    .map(({ menuLabel, list, title }) => [menuLabel, list, title] as const);
  for (const [link, url, title] of pages) {
    await navLink(page, link).click();
    await expect(page).toHaveURL(url);
    await expect(page).toHaveTitle(`Who Will Win - ${title}`);
    await expect(navLink(page, link)).toHaveAttribute('data-active', 'true');
  }
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Who Will Win - Страница не найдена');
});

test('scroll position resets to the top on navigation', async ({ page }) => {
  await login(page, 'admin', '/users?limit=100');
  const table = page.getByRole('table', { name: 'Пользователи' });
  await expect(table.getByRole('row')).toHaveCount(101);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  await navLink(page, 'Заявки').click();
  await expect(page).toHaveURL('/users/applications');
  await expect(page.getByRole('heading', { name: 'Заявки', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Back to the long list, scroll down, and leave through a link in the page itself.
  await page.goto('/users?limit=100');
  await expect(table.getByRole('row')).toHaveCount(101);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await navLink(page, 'Видео').click();
  await expect(page).toHaveURL('/moderation/videos');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('screenshots', () => {
  test('shell as administrator (users list)', async ({ page }) => {
    await login(page, 'admin');
    await navLink(page, 'Все пользователи').click();
    await expect(page.getByRole('table', { name: 'Пользователи' }).getByRole('row')).toHaveCount(
      21,
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/shell-admin-users.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/shell-admin-users-full.png`, fullPage: true });
  });

  test('shell as moderator (users list)', async ({ page }) => {
    await login(page, 'moderator');
    await navLink(page, 'Все пользователи').click();
    await expect(page.getByRole('table', { name: 'Пользователи' }).getByRole('row')).toHaveCount(
      21,
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENSHOTS}/shell-moderator-users.png` });
  });

  test('not-found page inside the shell', async ({ page }) => {
    await login(page, 'admin', '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/not-found.png` });
  });

  test('login page with validation errors and a narrow viewport', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Поле не должно быть пустым')).toHaveCount(2);
    await page.screenshot({ path: `${SCREENSHOTS}/login-errors.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/login-mobile.png` });
  });
});

test.describe('colour scheme', () => {
  const schemeOnPage = (page: Page) =>
    page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

  test('follows the system until chosen, then keeps the choice across reloads', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await login(page, 'moderator');
    expect(await schemeOnPage(page)).toBe('dark');

    const trigger = page.getByRole('button', { name: 'Тема: как в системе' });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Светлая',
      'Тёмная',
      'Как в системе, выбрана',
    ]);
    await menu.getByRole('menuitem', { name: 'Светлая' }).click();
    await expect(page.getByRole('button', { name: 'Тема: светлая' })).toBeVisible();
    expect(await schemeOnPage(page)).toBe('light');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');

    // The system is still dark: the page keeps the choice, from its first paint on.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect(await schemeOnPage(page)).toBe('light');
    await expect(page.getByRole('button', { name: 'Тема: светлая' })).toBeVisible();

    await page.getByRole('button', { name: 'Тема: светлая' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Тёмная' }).click();
    await expect(page.getByRole('button', { name: 'Тема: тёмная' })).toBeVisible();
    expect(await background()).not.toBe('rgb(255, 255, 255)');
    await page.screenshot({ path: `${SCREENSHOTS}/videos-dark.png` });
  });
});

test.describe('command palette', () => {
  test('Ctrl+K on a Russian layout opens it; pages and API results open with Enter', async ({
    page,
  }) => {
    await login(page, 'moderator');
    // The physical K key, as a Russian layout sends it («л»).
    await page.keyboard.down('Control');
    await page.dispatchEvent('body', 'keydown', { key: 'л', code: 'KeyK', ctrlKey: true });
    await page.keyboard.up('Control');
    const palette = page.getByRole('dialog');
    const search = palette.getByRole('textbox', { name: 'Поиск по панели' });
    await expect(search).toBeFocused();

    // Pages the role may open: a moderator is not offered finance.
    await search.fill('взн');
    await expect(palette.getByText('Ничего не найдено')).toBeVisible();
    await search.fill('жалобы');
    await expect(palette.getByRole('button', { name: 'Жалобы Модерация' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/moderation\/complaints/);

    // Users by nickname through the API, from the header button.
    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await search.fill('admin');
    const result = palette.getByRole('button', { name: /admin@whowillwin\.ru/ });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL('/users/1');

    // A video by its number.
    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await search.fill('#7');
    await expect(palette.getByRole('button', { name: /#7$/ })).toBeVisible();
    await palette.getByRole('button', { name: /#7$/ }).click();
    await expect(page).toHaveURL('/moderation/videos/7');
  });

  test('Ctrl+K pressed while the scripts are still loading opens it once they run', async ({
    page,
  }) => {
    await login(page, 'moderator');
    // The next load starts without the mock's service worker, as a first visit does (the app
    // registers it again): a script the worker fetches on the page's behalf never reaches
    // `page.route`, and whether it does depends on when the worker hears the old page close.
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    });
    // The app's script is held back: the page is there, its handlers are not.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldRequests = 0;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      heldRequests += 1;
      await held;
      await route.continue();
    });
    await page.goto('/users', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__earlyKeys !== undefined && document.body !== null);
    await expect.poll(() => heldRequests).toBe(1);
    await page.keyboard.press('Control+KeyK');
    release();
    const search = page.getByRole('dialog').getByRole('textbox', { name: 'Поиск по панели' });
    await expect(search).toBeFocused();
    await search.fill('заявки');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/applications/);
  });

  test('lists the actions of the current page: a decision on the active row, then taking it back', async ({
    page,
  }) => {
    // The decision is held for the undo window (docs/product.md#undo, 5 s); reaching «Отменить»
    // through the palette must not race it on a busy machine. The page's clock stops once the
    // decision is taken; with reduced motion the palette opens without the timers of its fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await login(page, 'moderator');
    const rows = page.getByRole('table', { name: 'Видео' }).locator(ROW);
    await expect(rows.first()).toHaveAttribute('aria-current', 'true');
    const firstBadge = rows.first().locator('.mantine-Badge-root');
    const firstTitle = (await rows.first().getByRole('link').first().textContent()) ?? '';
    const palette = page.getByRole('dialog');
    const search = palette.getByRole('textbox', { name: 'Поиск по панели' });

    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await search.fill('одобр');
    const approve = palette.getByRole('button', { name: /^Одобрить \(активная строка\)/ });
    await expect(approve).toBeVisible();
    await expect(approve.getByLabel('A / Ф')).toBeAttached();
    await page.keyboard.press('Enter');
    // A moment ahead (the call takes time to arrive), well inside the window.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await expect(firstBadge).toHaveText('Опубликовано');

    await page.getByRole('button', { name: 'Поиск', exact: true }).click();
    await search.fill('отмен');
    await palette.getByRole('button', { name: /^Отменить последнее решение/ }).click();
    // Taken back: nothing is held any more, and the page's timers may run again (the query cache
    // tells the table of the change through one).
    await page.clock.resume();
    await expect(firstBadge).toHaveText('На модерации');
    // The same video, still waiting (not the next one moved up after a decision that was sent).
    await expect(rows.first()).toContainText(firstTitle);
    await page.screenshot({ path: `${SCREENSHOTS}/palette-actions.png` });
  });
});
