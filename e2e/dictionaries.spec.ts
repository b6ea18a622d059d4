import type { Page } from '@playwright/test';
import { openPage } from './a11y';
import { apiIdle, expect, notifications, SCREENSHOTS, test, ROW } from './fixtures';

/** Names of the rows as shown, in their order. */
async function rowNames(page: Page, table: string): Promise<string[]> {
  const cells = page
    .getByRole('table', { name: table })
    .locator('tbody tr td:first-child p:first-child');
  return cells.allInnerTexts();
}

function row(page: Page, table: string, name: string) {
  return page
    .getByRole('table', { name: table })
    .locator(ROW)
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** The category choices of the video edit form. */
async function videoFormCategories(page: Page): Promise<string[]> {
  await page.goto('/moderation/videos/1');
  const select = page.getByRole('combobox', { name: /^Категория/ });
  await select.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
}

test('categories: create, offered in the video form until switched off, reorder, delete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Signed in through the login's redirect, with the generous waits of a cold start.
  await openPage(page, { path: '/moderation/categories', as: 'admin' });
  await expect(row(page, 'Категории', 'Танцы')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/categories.png` });

  await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая категория' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill('Настольные игры');
  await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue('nastolnye-igry');
  await dialog.getByRole('textbox', { name: 'Описание' }).fill('Партии, обзоры и турниры');
  await page.screenshot({ path: `${SCREENSHOTS}/categories-form.png` });
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => rowNames(page, 'Категории')).toContain('Настольные игры');
  expect((await rowNames(page, 'Категории')).at(-1)).toBe('Настольные игры');

  expect(await videoFormCategories(page)).toContain('Настольные игры');

  await page.goto('/moderation/categories');
  await row(page, 'Категории', 'Настольные игры')
    .getByRole('switch', { name: 'Активна: Настольные игры' })
    .click({ force: true });
  await expect(
    row(page, 'Категории', 'Настольные игры').getByRole('switch', {
      name: 'Активна: Настольные игры',
    }),
  ).not.toBeChecked();
  await apiIdle(page);
  const offered = await videoFormCategories(page);
  expect(offered).not.toContain('Настольные игры');
  expect(offered).not.toContain('Наука');
  expect(offered).toContain('Танцы');

  await page.goto('/moderation/categories');
  await row(page, 'Категории', 'Настольные игры')
    .getByRole('button', { name: 'Выше: Настольные игры' })
    .click();
  await expect
    .poll(async () => (await rowNames(page, 'Категории')).slice(-2))
    .toEqual(['Настольные игры', 'Дети']);

  await row(page, 'Категории', 'Танцы').getByRole('button', { name: 'Удалить: Танцы' }).click();
  // Used: the server would refuse (409), so the dialog says so and offers switching it off.
  const confirm = page.getByRole('dialog', { name: 'Удалить категорию?' });
  await expect(confirm).toContainText(/В категории «Танцы» есть видео \(\d+\): удалить её нельзя/);
  await expect(confirm.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/category-in-use.png` });
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(row(page, 'Категории', 'Танцы')).toBeVisible();

  await row(page, 'Категории', 'Настольные игры')
    .getByRole('button', { name: 'Удалить: Настольные игры' })
    .click();
  await page
    .getByRole('dialog', { name: 'Удалить категорию?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(row(page, 'Категории', 'Настольные игры')).toHaveCount(0);
  expect(await rowNames(page, 'Категории')).toHaveLength(12);
});

test('complaint reasons: create, edit, reorder, delete a used one and an unused one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openPage(page, { path: '/moderation/reasons-complaint', as: 'admin' });
  await expect(row(page, 'Причины жалоб', 'Спам')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/reasons-complaint.png` });

  await page.getByRole('button', { name: 'Добавить причину' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая причина жалобы' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill('Дезинформация');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => rowNames(page, 'Причины жалоб')).toContain('Дезинформация');

  await row(page, 'Причины жалоб', 'Дезинформация')
    .getByRole('button', { name: 'Изменить: Дезинформация' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Причина «Дезинформация»' });
  await edit.getByRole('textbox', { name: 'Название' }).fill('Ложные сведения');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toBeHidden();
  await expect(
    notifications(page).filter({ hasText: 'Причина «Ложные сведения» сохранена' }),
  ).toBeVisible();

  await row(page, 'Причины жалоб', 'Спам').getByRole('button', { name: 'Ниже: Спам' }).click();
  await expect
    .poll(async () => (await rowNames(page, 'Причины жалоб')).slice(0, 2))
    .toEqual(['Оскорбления', 'Спам']);

  await row(page, 'Причины жалоб', 'Спам').getByRole('button', { name: 'Удалить: Спам' }).click();
  await page
    .getByRole('dialog', { name: 'Удалить причину?' })
    .getByRole('button', { name: 'Выключить' })
    .click();
  await expect(notifications(page).filter({ hasText: 'Причина «Спам» выключена' })).toBeVisible();
  await expect(row(page, 'Причины жалоб', 'Спам')).toBeVisible();

  await row(page, 'Причины жалоб', 'Ложные сведения')
    .getByRole('button', { name: 'Удалить: Ложные сведения' })
    .click();
  await page
    .getByRole('dialog', { name: 'Удалить причину?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(row(page, 'Причины жалоб', 'Ложные сведения')).toHaveCount(0);
});
