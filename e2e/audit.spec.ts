import { apiIdle, expect, firstRowVideo, login, SCREENSHOTS, test, ROW } from './fixtures';

/**
 * The audit trail (docs/product.md#audit-trail): a decision a moderator makes is found in the
 * video's «История» and, by an administrator, on «Журнал действий».
 */
test('an approved video is in its history and on the audit page', async ({ page, context }) => {
  await login(page, 'moderator');
  await expect(page.getByRole('table', { name: 'Видео' }).locator(ROW).first()).toBeVisible();
  const { id, title } = await firstRowVideo(page);
  await page.goto(`/moderation/videos/${id}`);
  const history = page.getByRole('region', { name: 'История' });
  await expect(history.getByText('Изменений пока не было')).toBeVisible();

  await page.getByRole('button', { name: /^Одобрить(?! и)/ }).click();
  // Held for the undo window (docs/product.md#undo), then sent: the history shows it once the
  // server has it.
  await expect(history.getByText('Одобрение')).toBeVisible();
  await expect(history.getByText('moderator,', { exact: false })).toBeVisible();
  await expect(history.getByText('Статус: На модерации → Опубликовано')).toBeVisible();
  await apiIdle(page);
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/audit-video-history.png`, fullPage: true });

  // «Мои решения» in the header lists it too, linking back to the video.
  await page.getByRole('button', { name: 'Мои решения' }).click();
  await expect(page.getByRole('link', { name: title }).first()).toHaveAttribute(
    'href',
    `/moderation/videos/${id}`,
  );

  // Leave the app before the session goes: with its cookies gone, the open page sends itself to /login
  // on its next call, and that navigation would abort the test's own (net::ERR_ABORTED, seen in CI).
  await page.goto('about:blank');
  await context.clearCookies();
  await login(page, 'admin', '/audit?action=approve&entityType=video');
  const table = page.getByRole('table', { name: 'Журнал действий' });
  const row = table.locator(ROW).filter({ hasText: title }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('moderator')).toBeVisible();
  await expect(row.getByText('Одобрение')).toBeVisible();
  await expect(row.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/moderation/videos/${id}`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/audit-page.png` });
});
