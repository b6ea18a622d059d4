import type { Page } from '@playwright/test';
import {
  apiIdle,
  expect,
  isApiCall,
  login,
  mainNav,
  navLink,
  notifications,
  SCREENSHOTS,
  test,
  firstRowVideo,
  ROW,
} from './fixtures';

function videosTable(page: Page) {
  return page.getByRole('table', { name: 'Видео' });
}

/** Body rows only; the header row has column headers, not cells. */
function videoRows(page: Page) {
  return videosTable(page).locator(ROW);
}

/** The queue counter of the «Видео» navigation item, from its badge's accessible label. */
async function queueCount(page: Page): Promise<number> {
  const badge = navLink(page, 'Видео').getByLabel(/^\d+ в очереди$/);
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1]);
}

async function statusCells(page: Page): Promise<string[]> {
  return videoRows(page).locator('td .mantine-Badge-root').allInnerTexts();
}

test('filters by status through the UI and through a pasted URL', async ({ page }) => {
  await login(page, 'moderator');
  await expect(videoRows(page)).toHaveCount(20);
  expect(new Set(await statusCells(page))).toEqual(new Set(['НА МОДЕРАЦИИ']));

  await page.locator('label', { hasText: 'Отклонено' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect.poll(async () => new Set(await statusCells(page))).toEqual(new Set(['ОТКЛОНЕНО']));

  await page.goto('/moderation/videos?status=published&sort=views&order=desc&limit=10');
  await expect(videoRows(page)).toHaveCount(10);
  await expect
    .poll(async () => new Set(await statusCells(page)))
    .toEqual(new Set(['ОПУБЛИКОВАНО']));
  await expect(page.getByRole('radio', { name: 'Опубликовано' })).toBeChecked();
  await expect(videosTable(page).getByRole('columnheader', { name: /Просмотры/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.screenshot({ path: `${SCREENSHOTS}/videos-published.png` });
});

test('approving a video from the row drops the queue counter', async ({ page }) => {
  await login(page, 'moderator');
  await expect(videoRows(page)).toHaveCount(20);
  const before = await queueCount(page);
  const title = await videoRows(page).first().locator('td').nth(2).locator('a').innerText();
  await videoRows(page)
    .first()
    .getByRole('button', { name: /^Одобрить «/ })
    .click();
  await expect(page.getByText(`Видео «${title}» одобрено`)).toBeVisible();
  await expect.poll(() => queueCount(page)).toBe(before - 1);
  await expect(videosTable(page).getByRole('link', { name: title })).toHaveCount(0);
});

test('rejects a video with a reason on its page', async ({ page }) => {
  await login(page, 'moderator');
  await videoRows(page).first().locator('td').nth(2).locator('a').click();
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
  await expect(page.locator('video')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/video-edit.png` });
  await page.getByRole('button', { name: /^Отклонить R$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить видео' });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Поле не должно быть пустым')).toBeVisible();
  // The field grows with the reason from 3 lines to 8, then scrolls.
  const field = dialog.getByLabel(/Причина отклонения/);
  const height = () => field.evaluate((element) => element.getBoundingClientRect().height);
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `Строка ${index + 1}`).join('\n');
  const empty = await height();
  await field.fill(lines(5));
  const five = await height();
  expect(five).toBeGreaterThan(empty);
  await field.fill(lines(20));
  const twenty = await height();
  expect(twenty).toBeGreaterThan(five);
  expect(twenty).toBeLessThan(five * 2);
  await field.fill('Видео не относится к теме конкурса');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Причина отклонения', { exact: true })).toBeVisible();
  // Exact: the page's «История» repeats the reason as «Причина отклонения: — → …».
  await expect(page.getByText('Видео не относится к теме конкурса', { exact: true })).toBeVisible();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Отклонено' })).toBeVisible();
});

test('bulk-approves three selected videos', async ({ page }) => {
  await login(page, 'moderator');
  await expect(videoRows(page)).toHaveCount(20);
  const before = await queueCount(page);
  for (let index = 0; index < 3; index += 1) {
    await videoRows(page).nth(index).getByRole('checkbox', { name: 'Выбрать строку' }).check();
  }
  const bar = page.getByRole('region', { name: 'Действия с выбранными' });
  await expect(bar.getByText('Выбрано: 3')).toBeVisible();
  await bar.getByRole('button', { name: 'Одобрить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Одобрено видео: 3')).toBeVisible();
  await expect.poll(() => queueCount(page)).toBe(before - 3);
  await expect(bar).toBeHidden();
});

test('clears two videos from the queue with the keyboard', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/moderation/videos?order=asc');
  await expect(videoRows(page)).toHaveCount(20);
  const before = await queueCount(page);
  await videoRows(page).first().locator('td').nth(2).locator('a').click();
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
  const first = page.url();
  // The shortcuts belong to the video page: press them once it is on screen, as a moderator would.
  const decisionPanel = page.getByRole('heading', { name: 'Решение модератора' });
  await expect(decisionPanel).toBeVisible();
  await apiIdle(page);

  await page.keyboard.press('Shift+A');
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
  const second = page.url();
  await expect(page.locator('.mantine-Badge-root', { hasText: 'На модерации' })).toBeVisible();
  await expect(decisionPanel).toBeVisible();
  await apiIdle(page);

  await page.keyboard.press('Shift+A');
  await expect(page).not.toHaveURL(second);
  await expect.poll(() => queueCount(page)).toBe(before - 2);

  await page.goto(first);
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Опубликовано' })).toBeVisible();
  await page.goto(second);
  await expect(page.locator('.mantine-Badge-root', { hasText: 'Опубликовано' })).toBeVisible();
});

test('the queue under a reason dialog does not scroll, by wheel or by keys', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/moderation/videos');
  await expect(videoRows(page)).toHaveCount(20);
  await page.evaluate(() => window.scrollTo(0, 120));
  await page.keyboard.press('KeyR');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox')).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // The wheel over the dimmed page beside the dialog.
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await page.mouse.wheel(0, -600);
  await page.keyboard.press('PageDown');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
});

test('asks before leaving a video with unsaved changes', async ({ page }) => {
  await login(page, 'moderator');
  await videoRows(page).first().locator('td').nth(2).locator('a').click();
  const url = page.url();
  const title = page.getByLabel('Название');
  await title.fill('Новое название видео');
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();

  await navLink(page, 'Все пользователи').click();
  const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(url);
  await expect(title).toHaveValue('Новое название видео');

  await navLink(page, 'Все пользователи').click();
  await page
    .getByRole('dialog', { name: 'Несохранённые изменения' })
    .getByRole('button', { name: 'Уйти без сохранения' })
    .click();
  await expect(page).toHaveURL('/users');
});

test('a save the server fails keeps the input, says why, and can be sent again', async ({
  page,
}) => {
  await login(page, 'moderator');
  await videoRows(page).first().locator('td').nth(2).locator('a').click();
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
  await page.evaluate(() => window.__mock?.setControls({ errorRate: 1 }));
  await page.getByLabel('Название').fill('Сохраню, когда сервер оживёт');
  // The page's other calls fail too (its lists, its claim): the test waits for the save's own answer.
  const save = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/admin\/videos\/\d+$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await save).status()).toBe(500);
  await expect(page.getByText('Внутренняя ошибка сервера').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  await expect(page.getByLabel('Название')).toHaveValue('Сохраню, когда сервер оживёт');
  await page.evaluate(() => window.__mock?.setControls({ errorRate: 0 }));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Сохраню, когда сервер оживёт', level: 1 }),
  ).toBeVisible();
});

test('an unknown video id shows a not-found state inside the shell', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/moderation/videos/987654');
  await expect(page.getByRole('heading', { name: 'Видео не найдено' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
});

test.describe('undo', () => {
  /** The id of the first row, from its link. */
  test('an approval taken back with «Отменить» is still waiting after 6 s and a reload', async ({
    page,
  }) => {
    await login(page, 'moderator');
    await expect(videoRows(page)).toHaveCount(20);
    const { id, title } = await firstRowVideo(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(request, `/videos/${id}/approve`, 'POST')) sent.push(request.url());
    });
    await videoRows(page)
      .first()
      .getByRole('button', { name: /^Одобрить «/ })
      .click();
    const notice = notifications(page).filter({ hasText: `Видео «${title}» одобрено` });
    await notice.getByRole('button', { name: 'Отменить' }).click();
    await expect(notice).toBeHidden();
    await expect(videoRows(page).first().locator('.mantine-Badge-root')).toHaveText('На модерации');
    await page.waitForTimeout(6000);
    await page.reload();
    await expect(videosTable(page).getByRole('link', { name: title })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('an approval whose page is closed within 2 s is there when the panel is opened again', async ({
    page,
    context,
  }) => {
    await login(page, 'moderator');
    await expect(videoRows(page)).toHaveCount(20);
    const { id, title } = await firstRowVideo(page);
    await videoRows(page)
      .first()
      .getByRole('button', { name: /^Одобрить «/ })
      .click();
    await expect(
      notifications(page).filter({ hasText: `Видео «${title}» одобрено` }),
    ).toBeVisible();
    await page.close();

    const reopened = await context.newPage();
    await reopened.goto(`/moderation/videos/${id}`);
    await expect(reopened.getByRole('heading', { name: title })).toBeVisible();
    await expect(reopened.locator('main').getByText('Опубликовано', { exact: true })).toBeVisible();
  });
});
