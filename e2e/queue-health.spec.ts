import type { Page } from '@playwright/test';
import { settle } from './a11y';
import { expect, HOME, liveStream, login, SCREENSHOTS, test, ROW } from './fixtures';

/**
 * «Обзор очередей» (docs/product.md#queue-health) in mock mode: the seeded week on first open, and
 * its figures moving when a decision is made in another tab of the same browser (the tabs share
 * the mock's data; the decision reaches this tab's live stream, which fetches the figures again).
 */
const card = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2 }) });
const figure = (section: ReturnType<typeof card>, label: string) =>
  section.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
const moderators = (page: Page) => page.getByRole('table', { name: 'Модераторы' });

test('shows the seeded week, light and dark, at 1440 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'admin', '/moderation/queues');
  await expect(page.getByRole('heading', { name: 'Обзор очередей', level: 1 })).toBeVisible();
  const videos = card(page, 'Видео');
  await expect(figure(videos, 'Ждут')).toHaveText(/^\d+$/);
  expect(Number(await figure(videos, 'Решено за 7 дней').innerText())).toBeGreaterThan(50);
  // Several moderators worked the week.
  expect(await moderators(page).locator(ROW).count()).toBeGreaterThanOrEqual(5);
  // The chart is drawn (its library loads after the page's first paint), and switches to the week.
  const chart = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Поступило и решено по часам' }) });
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  // By keys: the period's choice is a group of radio buttons.
  await chart.getByRole('radio', { name: 'За 24 часа' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(chart.getByRole('radio', { name: 'За 7 дней' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(chart.getByRole('radio', { name: 'За 24 часа' })).toBeChecked();
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await settle(page);
    await page.screenshot({ path: `${SCREENSHOTS}/queues-${scheme}-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chart.locator('.recharts-surface')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${SCREENSHOTS}/queues-${scheme}-390.png`, fullPage: true });
  }
});

test('moves when a decision is made in another tab of the same browser', async ({
  page: overview,
  context,
}) => {
  test.setTimeout(90_000);
  await login(overview, 'moderator', '/moderation/queues');
  const videos = card(overview, 'Видео');
  const own = moderators(overview).locator(ROW);
  // A moderator sees their own row only.
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('link')).toHaveText('moderator');
  const waiting = Number(await figure(videos, 'Ждут').innerText());
  const decided = Number(await figure(videos, 'Решено за 7 дней').innerText());
  const today = Number(await own.locator('td').nth(1).innerText());

  const queue = await context.newPage();
  const stream = liveStream(queue);
  await queue.goto(HOME);
  await stream;
  const rows = queue.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rows).toHaveCount(20);
  // Held 5 s for «Отменить», then sent.
  await rows
    .first()
    .getByRole('button', { name: /^Одобрить «/ })
    .click();

  await expect(figure(videos, 'Решено за 7 дней')).toHaveText(String(decided + 1));
  await expect(figure(videos, 'Ждут')).toHaveText(String(waiting - 1));
  await expect(own.locator('td').nth(1)).toHaveText(String(today + 1));
});
