import { expect, login, mainNav, notifications, test, ROW } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * docs/product.md#second-opinions end to end: a moderator and an administrator in two browser
 * contexts against one mock server. The moderator asks for a second opinion on a video and moves on;
 * the administrator finds it in «Вторые мнения», opens it and approves it; the moderator is told the
 * answer live, without a reload, and the video is no longer waiting there.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

const NOTE = 'Похоже на скрытую рекламу энергетика';

test('a moderator asks, an administrator decides from «Вторые мнения», the moderator is told live', async ({
  page: admin,
  browser,
}, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const moderator = await contextB.newPage();

  // The moderator opens the first waiting video and asks about it with E.
  await login(moderator, 'moderator');
  await moderator
    .getByRole('table', { name: 'Видео' })
    .locator(ROW)
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(moderator).toHaveURL(/\/moderation\/videos\/\d+/);
  const videoId = Number(/\/moderation\/videos\/(\d+)/.exec(moderator.url())![1]);
  // The page is in (its form, its decisions): its heading is the video's title by then.
  await moderator.getByRole('form', { name: 'Данные видео' }).waitFor();
  await moderator.getByRole('button', { name: /Нужно второе мнение/ }).waitFor();
  const title = (await moderator.getByRole('heading', { level: 1 }).textContent())!;
  await moderator.keyboard.press('KeyE');
  const dialog = moderator.getByRole('dialog', { name: 'Нужно второе мнение' });
  await dialog.getByRole('textbox', { name: /В чём сомнение/ }).fill(NOTE);
  await dialog.getByRole('button', { name: 'Попросить' }).click();
  await expect(notifications(moderator).getByText('Запрос второго мнения отправлен')).toBeVisible();
  // On to the next video, as after a decision.
  await expect(moderator).not.toHaveURL(new RegExp(`/moderation/videos/${videoId}$`));

  // The administrator finds it in «Вторые мнения», with the note and who asked, and opens it.
  await login(admin, 'admin');
  await mainNav(admin)
    .getByRole('link', { name: /^Вторые мнения/ })
    .click();
  const row = admin
    .getByRole('table', { name: 'Вторые мнения' })
    .locator(ROW)
    .filter({ hasText: NOTE });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('moderator')).toBeVisible();
  await row.getByRole('link', { name: `Решить: ${title}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/moderation/videos/${videoId}$`));
  await expect(admin.getByText('Ждёт второго мнения: просит moderator')).toBeVisible();
  await admin.getByRole('button', { name: /^Одобрить\s*A$/ }).click();
  await expect(notifications(admin).getByText(`Видео «${title}» одобрено`)).toBeVisible();

  // Once it is sent (after the undo window), the moderator is told, without a reload.
  await expect(
    notifications(moderator).getByText(
      `Второе мнение по видео №${videoId}: решение принял admin — «Опубликовано»`,
    ),
  ).toBeVisible({ timeout: 15_000 });

  // And «Вторые мнения» has nothing left.
  await mainNav(admin)
    .getByRole('link', { name: /^Вторые мнения/ })
    .click();
  await expect(admin.getByText('Второго мнения никто не ждёт')).toBeVisible();

  await contextB.close();
});
