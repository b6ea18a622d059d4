import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiIdle, expect, SCREENSHOTS, submitLogin, test, type Role, ROW } from './fixtures';

/** Finance is slow to compute on a busy machine (3 000 rows, the chart): generous waits. */
const slow = expect.configure({ timeout: 90_000 });
test.describe.configure({ timeout: 180_000 });

function rows(page: Page, table: string) {
  return page.getByRole('table', { name: table }).locator(ROW);
}

/** `1 500,50 ₽` (with the non-breaking spaces Intl writes) → kopecks. */
function kopecksOf(text: string): number {
  const [whole, fraction] = text.replace(/[^\d,]/g, '').split(',') as [string, string];
  return Number(whole) * 100 + Number(fraction);
}

async function total(page: Page): Promise<number> {
  return kopecksOf(await page.getByLabel('Итого по фильтру').innerText());
}

async function count(page: Page): Promise<number> {
  return Number((await page.getByLabel('Платежей').innerText()).replace(/\D/g, ''));
}

/** Signs in straight into `path` (the login's redirect: one page load less), with generous waits. */
async function openAs(page: Page, role: Role, path: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, role);
  await slow(page.getByTestId('self-nickname')).toBeVisible();
}

async function openContributions(page: Page, query = '') {
  await openAs(page, 'admin', `/finance/contribution${query}`);
  await slow(rows(page, 'Взносы').first()).toBeVisible();
  await slow(page.getByLabel('Итого по фильтру')).toHaveText(/₽/);
  await apiIdle(page);
}

test('filters a week: the total, the count and the chart follow; the URL keeps it', async ({
  page,
}) => {
  await openContributions(page);
  const allTotal = await total(page);
  const allCount = await count(page);
  // A day without entry fees has a bar of zero height (hidden): look for one that shows.
  const bars = page.locator('.recharts-bar-rectangle');
  await slow(bars.filter({ visible: true }).first()).toBeVisible();
  // The money axis in whole roubles («25 000 ₽»), not kopecks («25 000,00 ₽»).
  const yTicks = page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await slow(yTicks.nth(1)).toHaveText(/^[1-9][\d\s]*\s₽$/);
  expect(await yTicks.allTextContents()).not.toContainEqual(expect.stringContaining(','));

  await page.getByRole('textbox', { name: 'Период' }).click();
  await page.getByRole('button', { name: '7 дней' }).click();
  await page.keyboard.press('Escape');
  await slow(page).toHaveURL(/dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}/);
  await slow.poll(() => count(page)).toBeLessThan(allCount);
  expect(await total(page)).toBeLessThan(allTotal);
  // Seven days, one group of bars each.
  await slow(page.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(7);
  await page.screenshot({ path: `${SCREENSHOTS}/finance-contributions-week.png`, fullPage: true });

  await page.reload();
  await slow(page.getByLabel('Итого по фильтру')).toHaveText(/₽/);
  await slow.poll(() => count(page)).toBeLessThan(allCount);
});

test('exports the filtered set as a CSV file', async ({ page }) => {
  await openContributions(page, '?status=refunded');
  const expectedRows = await count(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contributions-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Номер;Дата (UTC);Пользователь;Конкурс;Тип;Способ оплаты;Статус;Сумма, ₽');
  expect(lines).toHaveLength(expectedRows + 1);
  expect(lines.slice(1).every((line) => /;Возврат;\d+,\d{2}$/.test(line))).toBe(true);
});

test('refunds a contribution from its row: the total drops by its amount', async ({ page }) => {
  await openContributions(page);
  const before = await total(page);
  const row = rows(page, 'Взносы').first();
  const amount = kopecksOf(await row.locator('td').nth(2).innerText());
  const refundedUser = await row.locator('td').first().innerText();
  await row.getByRole('button', { name: /^Вернуть платёж/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Возврат платежа/ });
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await expect(dialog.getByText('Укажите причину возврата')).toBeVisible();
  await dialog.getByLabel(/Причина возврата/).fill('Двойное списание');
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await slow(dialog).toBeHidden();
  await slow.poll(() => total(page)).toBe(before - amount);
  await page
    .getByRole('search')
    .locator('label', { hasText: /^Возврат$/ })
    .click();
  await slow(page).toHaveURL(/status=refunded/);
  await slow(rows(page, 'Взносы').filter({ hasText: refundedUser }).first()).toBeVisible();
});

test('creates, disables and deletes a stock', async ({ page }) => {
  await openAs(page, 'admin', '/finance/stocks');
  await slow(rows(page, 'Акции').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/finance-stocks.png`, fullPage: true });

  await page.getByRole('button', { name: 'Новая акция' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая акция' });
  await dialog.getByLabel('Название').fill('Проверочная акция');
  await dialog.getByRole('textbox', { name: 'Бонус, %' }).fill('150');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Процент: целое число от 1 до 100')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/finance-stock-form.png` });
  await dialog.getByRole('textbox', { name: 'Бонус, %' }).fill('15');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  const row = rows(page, 'Акции').filter({ hasText: 'Проверочная акция' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('+15 %');

  const enabled = row.getByRole('switch', { name: /^Включена/ });
  await expect(enabled).toBeChecked();
  // The input is hidden under its track, which is what a user clicks.
  await row.locator('.mantine-Switch-track').click();
  await expect(row.getByText('Выключена')).toBeVisible();
  await expect(enabled).not.toBeChecked();

  await row.getByRole('button', { name: /^Удалить/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toHaveCount(0);
});

test('a moderator is sent away from both finance pages', async ({ page }) => {
  await openAs(page, 'moderator', '/moderation/videos');
  for (const path of ['/finance/contribution', '/finance/stocks']) {
    await page.goto(path);
    await slow(page).toHaveURL(/\/moderation\/videos$/);
  }
});
