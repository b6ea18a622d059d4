import type { Page } from '@playwright/test';
import { openPage, expectLoaded as expect } from './a11y';
import { test, ROW } from './fixtures';

/** Columns chosen and views saved, per list and per user, in this browser (list-prefs.ts). */
const usersTable = (path: string) => ({
  path,
  as: 'admin' as const,
  ready: async (page: Page) =>
    expect(page.getByRole('table', { name: 'Пользователи' }).locator(ROW).first()).toBeVisible(),
});

test('«Колонки» hides a column, kept after a reload; a saved view brings back filter, order and columns', async ({
  page,
}) => {
  await openPage(page, usersTable('/users?status=blocked&sort=lastSeenAt&order=asc'));
  const headers = page.getByRole('table', { name: 'Пользователи' }).getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Роли' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Колонки' }).click();
  const columns = page.getByRole('dialog', { name: 'Колонки' });
  // The title cannot be hidden.
  await expect(columns.getByRole('checkbox', { name: 'Роли' })).toBeVisible();
  await expect(columns.getByRole('checkbox', { name: 'Пользователь' })).toHaveCount(0);
  await columns.getByRole('checkbox', { name: 'Роли' }).uncheck();
  await expect(headers.filter({ hasText: 'Роли' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Виды' }).click();
  const views = page.getByRole('dialog', { name: 'Виды' });
  await expect(views).toContainText('Пока нет.');
  await views.getByLabel('Сохранить текущий вид').fill('Заблокированные');
  await views.getByRole('button', { name: 'Сохранить' }).click();
  await expect(views.getByRole('button', { name: 'Заблокированные', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Колонки (скрыто: 1)' })).toBeVisible();
  await expect(headers.filter({ hasText: 'Роли' })).toHaveCount(0);

  // Elsewhere: every column again and another filter; then the view.
  await page.getByRole('button', { name: 'Колонки (скрыто: 1)' }).click();
  await page
    .getByRole('dialog', { name: 'Колонки' })
    .getByRole('button', { name: 'Показать все' })
    .click();
  await expect(headers.filter({ hasText: 'Роли' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.goto('/users?status=active');
  await page.getByRole('button', { name: 'Виды' }).click();
  await page
    .getByRole('dialog', { name: 'Виды' })
    .getByRole('button', { name: 'Заблокированные', exact: true })
    .click();
  await expect(page).toHaveURL(/status=blocked/);
  await expect(page).toHaveURL(/sort=lastSeenAt/);
  await expect(page).toHaveURL(/order=asc/);
  await expect(headers.filter({ hasText: 'Роли' })).toHaveCount(0);
});
