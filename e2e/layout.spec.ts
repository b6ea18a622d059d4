import type { Locator, Page } from '@playwright/test';
// Every wait here is generous (`expectLoaded`): a busy machine is slow, never wrong.
import { expectLayoutIntact, expectLoaded as expect, openPage, settle } from './a11y';
import { apiIdle, notifications, SCREENSHOTS, test, ROW } from './fixtures';

/** Layout (docs/product.md#accessibility-and-layout): each test fails without its fix. */

// Several page loads and a login each: three times the usual time limit on a busy machine.
test.slow();

/** 150 characters without a space: the longest title the API accepts, and no place to wrap. */
const LONG_WORD = 'Ы'.repeat(150);
const LONG_REASON = `Причина:${'Щ'.repeat(200)}`;

function rows(page: Page, table: string) {
  return page.getByRole('table', { name: table }).locator(ROW);
}

/**
 * The element shows all of its text: nothing scrolls or is clipped inside it, and it does not stick
 * out of an ancestor that clips or scrolls (an alert with overflow: hidden, a table's scroll box).
 */
async function expectWhole(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const problems = await locator.evaluate((element) => {
    const found: string[] = [];
    if (element.scrollWidth > element.clientWidth + 1) found.push('cut off sideways');
    if (element.scrollHeight > element.clientHeight + 1) found.push('cut off below');
    const box = element.getBoundingClientRect();
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      if (box.left < outer.left - 1 || box.right > outer.right + 1)
        found.push(`sticks out of <${parent.tagName.toLowerCase()} class="${parent.className}">`);
    }
    return found;
  });
  expect(problems, 'the text is not shown whole').toEqual([]);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('a 150-character title without spaces breaks instead of widening the video page', async ({
  page,
}) => {
  await openPage(page, { path: '/moderation/videos/1', as: 'admin' });
  const form = page.getByRole('form', { name: 'Данные видео' });
  await form.getByLabel(/Название/).fill(LONG_WORD);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const heading = page.getByRole('heading', { name: LONG_WORD, level: 1 });
  await expectWhole(heading);
  await expectLayoutIntact(page, 'the video page with a long title');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/layout-long-title.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectLayoutIntact(page, 'the video page with a long title at 390 px', { tables: false });
  // The fixed header does not widen the page: what sticks out of it is only cut, so measured here.
  const logout = (await page.getByRole('button', { name: 'Выйти' }).boundingBox())!;
  expect(logout.x + logout.width).toBeLessThanOrEqual(390);

  // The list keeps its width too: the title is clamped inside its column.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/moderation/videos?status=all&sort=createdAt&order=asc&limit=10');
  await expect(rows(page, 'Видео').first()).toContainText('№1');
  // The row's number is never cut, however long the title beside it.
  await expectWhole(rows(page, 'Видео').first().getByText('№1', { exact: true }));
  await expectLayoutIntact(page, 'the videos list with a long title');
});

test('a long reject reason is shown whole on the video page', async ({ page }) => {
  await openPage(page, { path: '/moderation/videos/1', as: 'admin' });
  await page.getByRole('button', { name: /^Отклонить R$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить видео' });
  await dialog.getByLabel(/Причина отклонения/).fill(LONG_REASON);
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  const alert = page.locator('.mantine-Alert-root', { hasText: 'Причина отклонения' });
  await expectWhole(alert.locator('.mantine-Alert-message'));
  await expectLayoutIntact(page, 'the video page with a long reason');
});

test('a long block reason is shown whole on the user card', async ({ page }) => {
  await openPage(page, { path: '/users/5', as: 'admin' });
  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const dialog = page.getByRole('dialog', { name: /^Заблокировать / });
  await dialog.getByLabel(/Причина блокировки/).fill(LONG_REASON);
  await dialog.getByRole('button', { name: 'Заблокировать', exact: true }).click();
  await expect(dialog).toBeHidden();
  const alert = page.locator('.mantine-Alert-root', { hasText: 'Пользователь заблокирован' });
  await expectWhole(alert.locator('.mantine-Alert-message'));
  await expectLayoutIntact(page, 'the user card with a long reason');
});

test('a long reject reason stays in its one-line cell and is read whole in the hint', async ({
  page,
}) => {
  await openPage(page, { path: '/users/applications', as: 'admin' });
  const first = rows(page, 'Заявки').first();
  const user = await first.getByRole('link').first().innerText();
  await first.getByRole('button', { name: /^Отклонить «/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить заявку' });
  await dialog.getByLabel(/Причина отклонения/).fill(LONG_REASON);
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/users/applications?status=rejected&search=${encodeURIComponent(user)}`);
  const row = rows(page, 'Заявки').filter({ hasText: user }).first();
  // The row stays one line: the reason's beginning is in view, cut with «…» where the cell ends.
  const reason = row.getByText(`Причина отказа: ${LONG_REASON}`);
  await expect(reason).toBeVisible();
  expect((await reason.boundingBox())!.width).toBeGreaterThan(40);
  await expectLayoutIntact(page, 'the applications list with a long reason');
  // The whole message and reason: in the hint of the message, for the keyboard as for the pointer.
  await row.locator('p[tabindex="0"]').first().focus();
  const hint = page.getByRole('tooltip');
  await expect(hint).toContainText(`Причина отказа: ${LONG_REASON}`);
  await expectWhole(hint);
  await page.screenshot({ path: `${SCREENSHOTS}/layout-application-reason-hint.png` });
});

test('the applications table shows its approve buttons at 1280 px without scrolling sideways', async ({
  page,
}) => {
  await openPage(page, { path: '/users/applications', as: 'admin' });
  await expect(rows(page, 'Заявки')).toHaveCount(20);
  await settle(page);
  for (const button of await page.getByRole('button', { name: /^Одобрить «/ }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  }
  await expectLayoutIntact(page, 'the applications list');
});

test('a long application message cut in its row is read whole in its hint', async ({ page }) => {
  await openPage(page, { path: '/users/applications?status=all', as: 'admin' });
  await expect(rows(page, 'Заявки')).toHaveCount(20);
  await settle(page);
  // The first message cut short in its cell, by its own measure.
  const messages = page.getByRole('table', { name: 'Заявки' }).locator('tbody p[tabindex="0"]');
  const index = await messages.evaluateAll((all) =>
    all.findIndex((element) => element.scrollWidth > element.clientWidth + 1),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const message = messages.nth(index);
  const text = (await message.textContent())!;
  await message.hover();
  const hint = page.getByRole('tooltip');
  await expect(hint).toContainText(text);
  await expectWhole(hint);
  await page.screenshot({ path: `${SCREENSHOTS}/layout-application-message.png` });
  await page.mouse.move(0, 0);
  await expect(hint).toBeHidden();
});

test('user rows are links: Tab reaches one and Enter opens the user', async ({ page }) => {
  await openPage(page, { path: '/users', as: 'admin' });
  await expect(rows(page, 'Пользователи')).toHaveCount(20);
  const firstLink = rows(page, 'Пользователи').first().getByRole('link');
  const nickname = await firstLink.innerText();
  // From the search field, Tab passes the filters and the sortable headers, then enters the rows.
  await page.getByRole('textbox', { name: 'Поиск по никнейму, имени, e-mail' }).focus();
  const inTable = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('tbody a[href^="/users/"]')));
  for (let presses = 0; presses < 15 && !(await inTable()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: nickname, level: 1 })).toBeVisible();
});

test('ticking the first box does not move the table', async ({ page }) => {
  await openPage(page, { path: '/moderation/videos', as: 'moderator' });
  await expect(rows(page, 'Видео')).toHaveCount(20);
  await settle(page);
  const first = rows(page, 'Видео').first();
  const before = (await first.boundingBox())!;
  await first.getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Действия с выбранными' })).toBeVisible();
  expect((await first.boundingBox())!.y).toBe(before.y);
  await page.screenshot({ path: `${SCREENSHOTS}/layout-bulk-bar.png` });

  // Scrolled to the end of the list, the actions are still at hand.
  await rows(page, 'Видео').last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Действия с выбранными' })).toBeInViewport();
});

test('a notification does not cover the last row or the pagination', async ({ page }) => {
  await openPage(page, { path: '/moderation/videos', as: 'moderator' });
  await expect(rows(page, 'Видео')).toHaveCount(20);
  await rows(page, 'Видео')
    .first()
    .getByRole('button', { name: /^Одобрить «/ })
    .click();
  const toast = notifications(page).first();
  // Hovering pauses its auto-close; the pointer stays there while the page scrolls under it.
  await toast.hover();
  await apiIdle(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const toastBox = (await toast.boundingBox())!;
  const last = (await rows(page, 'Видео').last().boundingBox())!;
  const pagination = (await page
    .getByRole('button', { name: 'Следующая страница' })
    .boundingBox())!;
  await page.screenshot({ path: `${SCREENSHOTS}/layout-notification.png` });
  expect(overlaps(toastBox, last), 'the toast covers the last row').toBe(false);
  expect(overlaps(toastBox, pagination), 'the toast covers the pagination').toBe(false);
});

test('at 390 px the contest page puts its facts under the cover, none squeezed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, { path: '/moderation/contests/1', as: 'admin' });
  const label = page.getByRole('main').getByText('Категория', { exact: true }).first();
  await expect(label).toBeVisible();
  const cover = (await page.getByRole('img', { name: /^Обложка конкурса/ }).boundingBox())!;
  const box = (await label.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(cover.y + cover.height);
  expect(box.width).toBeGreaterThan(60);
  await page.screenshot({ path: `${SCREENSHOTS}/contest-390.png`, fullPage: true });
  // On a phone the participants table may scroll inside its own box; the page may not.
  await expectLayoutIntact(page, 'the contest page at 390 px', { tables: false });
});

test('the login page in the dark scheme is dark behind its card', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page, {
    path: '/login',
    as: null,
    ready: (p) => expect(p.getByRole('button', { name: 'Войти' })).toBeVisible(),
  });
  await page.screenshot({ path: `${SCREENSHOTS}/login-dark.png` });
  // The backdrop: the element that fills the window around the form.
  const luminance = await page.getByRole('button', { name: 'Войти' }).evaluate((button) => {
    let element: Element | null = button;
    while (element && element.getBoundingClientRect().width < window.innerWidth)
      element = element.parentElement;
    const [r, g, b] = getComputedStyle(element!).backgroundColor.match(/\d+/g)!.map(Number);
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  });
  expect(luminance).toBeLessThan(0.2);
});

test('the user card shows the e-mail on one line at 1280 px', async ({ page }) => {
  await openPage(page, { path: '/users/5', as: 'admin' });
  const email = page.getByRole('main').getByText(/@/).first();
  await expect(email).toBeVisible();
  const lines = await email.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

test('the videos queue fits 1280 px with a scrollbar, and the title column has the room', async ({
  page,
}) => {
  // 1280 px less a classic 17 px scrollbar (headless Chromium draws none).
  await page.setViewportSize({ width: 1280 - 17, height: 800 });
  await openPage(page, { path: '/moderation/videos', as: 'moderator' });
  await expect(rows(page, 'Видео')).toHaveCount(20);
  await expectLayoutIntact(page, 'the videos list at 1280 px with a scrollbar');
  const table = page.getByRole('table', { name: 'Видео' });
  const width = async (name: string) =>
    (await table.getByRole('columnheader', { name, exact: true }).boundingBox())!.width;
  const title = await width('Название');
  expect(title).toBeGreaterThanOrEqual(200);
  for (const other of ['Автор', 'Статус', 'Жалобы', 'Риск', 'Загружено'])
    expect(title, `Название is wider than ${other}`).toBeGreaterThan(await width(other));
});

test('the keyboard row is never under the notifications or the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openPage(page, { path: '/moderation/videos', as: 'moderator' });
  await expect(rows(page, 'Видео')).toHaveCount(20);
  await settle(page);
  const active = page.locator('tr[aria-current="true"]');
  // Down the list with the keys until the active row sits at the bottom of the window.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('KeyJ');
  await expect(active).toHaveCount(1);
  // Approving moves on to the next row and shows a notification at the bottom.
  await page.keyboard.press('KeyA');
  const toast = notifications(page).first();
  await expect(toast).toBeVisible();
  // Hovering pauses its auto-close, whatever the speed of the machine.
  await toast.hover();
  await expect
    .poll(async () => {
      const row = (await active.boundingBox())!;
      const stack = (await toast.boundingBox())!;
      return overlaps(row, stack);
    })
    .toBe(false);
  await page.screenshot({ path: `${SCREENSHOTS}/layout-keyboard-row.png` });
  // And back up: the row stops below the fixed header.
  for (let i = 0; i < 9; i += 1) await page.keyboard.press('KeyK');
  await expect
    .poll(async () => (await active.boundingBox())!.y)
    .toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())!.height);
});
