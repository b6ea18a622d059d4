import type { Page } from '@playwright/test';
import { expect, login, navLink, SCREENSHOTS, test, ROW } from './fixtures';

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Пользователи' });
}

async function applicationsPending(page: Page): Promise<number> {
  const badge = navLink(page, 'Заявки').getByLabel(/^\d+ в очереди$/);
  return Number(/(\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1]);
}

test('finds a user, blocks with a reason, sees it on the index, unblocks', async ({ page }) => {
  await login(page, 'moderator');
  await navLink(page, 'Все пользователи').click();
  await expect(usersTable(page).locator(ROW)).toHaveCount(20);
  const firstActive = usersTable(page).locator(ROW, { hasText: 'Активен' }).first();
  // The nickname is the row's link to the user card (the name and e-mail follow it, dimmed).
  const nickname = (await firstActive.getByRole('link', { name: /\S/ }).first().innerText()).trim();

  await page.getByPlaceholder('Поиск по никнейму, имени, e-mail').fill(nickname);
  // The search in the address, whichever way it is encoded (`+` or `%20` for a space).
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(nickname);
  const row = usersTable(page).locator(ROW, { hasText: nickname }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: nickname, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Причина блокировки/).fill('Накрутка голосов в конкурсе');
  await dialog.getByRole('button', { name: 'Заблокировать', exact: true }).click();
  await expect(page.getByText('Пользователь заблокирован')).toBeVisible();
  await expect(
    page.getByText('Причина: Накрутка голосов в конкурсе. Срок: бессрочно.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/user-blocked.png` });

  await page.goBack();
  await expect(page).toHaveURL(/\/users\?search=/);
  await expect(usersTable(page).locator(ROW, { hasText: nickname }).first()).toContainText(
    'Заблокирован',
  );

  await usersTable(page)
    .locator(ROW, { hasText: nickname })
    .first()
    .getByRole('button', { name: `Действия: ${nickname}` })
    .click();
  await page.getByRole('menuitem', { name: 'Разблокировать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Разблокировать' }).click();
  await expect(usersTable(page).locator(ROW, { hasText: nickname }).first()).toContainText(
    'Активен',
  );
});

test('approves and rejects applications; the pending badge follows', async ({ page }) => {
  await login(page, 'moderator');
  await navLink(page, 'Заявки').click();
  const table = page.getByRole('table', { name: 'Заявки' });
  await expect(table.locator(ROW)).toHaveCount(20);
  const before = await applicationsPending(page);
  await page.screenshot({ path: `${SCREENSHOTS}/applications.png` });

  const first = table.locator(ROW).first();
  // Money leaving asks first, naming the amount; other applications are approved at once.
  const payout = (await first.getByText('Вывод средств').count()) > 0;
  await first.getByRole('button', { name: /^Одобрить «/ }).click();
  if (payout) {
    await page
      .getByRole('dialog', { name: 'Одобрить вывод средств?' })
      .getByRole('button', { name: /^Вывести / })
      .click();
  }
  await expect(page.getByText(/^Заявка №\d+ одобрена$/)).toBeVisible();
  await expect.poll(() => applicationsPending(page)).toBe(before - 1);

  await table
    .locator(ROW)
    .first()
    .getByRole('button', { name: /^Отклонить «/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить заявку' });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Поле не должно быть пустым')).toBeVisible();
  await dialog.getByLabel(/Причина отклонения/).fill('Не хватает документов');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByText(/^Заявка №\d+ отклонена$/)).toBeVisible();
  await expect.poll(() => applicationsPending(page)).toBe(before - 2);

  await page.locator('label', { hasText: 'Отклонена' }).click();
  await expect(table.getByText('Причина отказа: Не хватает документов')).toBeVisible();
});

test('a row menu opens from the keyboard on first use and gives focus back when closed', async ({
  page,
}) => {
  await login(page, 'admin', '/users');
  const button = usersTable(page)
    .locator(ROW)
    .first()
    .getByRole('button', { name: /^Действия: / });
  // The menu is mounted by its first opening: nothing of it is on the page before.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Открыть профиль' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Открыть профиль' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Открыть профиль' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
});
