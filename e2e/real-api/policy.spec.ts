import { expect, login, mainNav, notifications, test, ROW } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * docs/product.md#moderation-policy end to end: an administrator and a moderator in two browser
 * contexts against one mock server. The moderator has the reject dialog open; the administrator
 * adds a reject reason on «Политика модерации»; the moderator's open dialog offers it under the
 * next digit within 2 s, without a reload, and the administrator's trail has the change.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

const NEW_REASON = 'Видео обрезано на середине';

test('a reason an administrator adds reaches a moderator’s open dialog under its digit', async ({
  page: admin,
  browser,
}, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const moderator = await contextB.newPage();

  // The moderator opens the first waiting video and its reject dialog: the seven seeded reasons.
  await login(moderator, 'moderator');
  await moderator
    .getByRole('table', { name: 'Видео' })
    .locator(ROW)
    .first()
    .getByRole('link')
    .first()
    .click();
  await moderator.getByRole('button', { name: /^Отклонить\s*R$/ }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Отклонить видео' });
  const offered = dialog.getByRole('group', { name: 'Готовые причины' });
  await expect(offered.getByRole('button')).toHaveCount(7);

  // The administrator adds one from the menu's «Политика модерации».
  await login(admin, 'admin');
  await mainNav(admin).getByRole('link', { name: 'Политика модерации' }).click();
  await expect(
    admin.getByRole('table', { name: 'Политика модерации' }).locator(ROW).first(),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Добавить причину' }).click();
  const form = admin.getByRole('dialog', { name: 'Новая готовая причина' });
  await form.getByRole('textbox', { name: 'Текст причины' }).fill(NEW_REASON);
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(notifications(admin).getByText('Причина добавлена')).toBeVisible();
  const added = Date.now();

  // The moderator's dialog, open all along, offers it under 8.
  await expect(offered.getByRole('button', { name: `8${NEW_REASON}` })).toBeVisible({
    timeout: 2000,
  });
  console.log(`The new reason reached the open dialog in ${Date.now() - added} ms`);
  const field = dialog.getByLabel(/Причина отклонения/);
  await field.focus();
  await moderator.keyboard.press('Digit8');
  await expect(field).toHaveValue(NEW_REASON);

  // The administrator's trail has the change.
  await admin.goto('/audit?entityType=policy_reason');
  const row = admin
    .getByRole('table', { name: 'Журнал действий' })
    .locator(ROW)
    .filter({ hasText: NEW_REASON });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByText('Создание')).toBeVisible();

  await contextB.close();
});
