import type { Page } from '@playwright/test';
import { apiIdle, expect, login, navLink, SCREENSHOTS, test, ROW } from './fixtures';

/** The «Жалобы» badge: its count, from the accessible label. */
async function complaintsBadge(page: Page): Promise<number> {
  const label =
    (await navLink(page, 'Жалобы')
      .getByLabel(/^\d+ в очереди$/)
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1]);
}

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator(ROW);

test('resolves a comment complaint with «Скрыть контент» using only the keyboard', async ({
  page,
}) => {
  await login(page, 'moderator');
  await page.goto('/moderation/complaints?targetType=comment');
  await expect(rows(page, 'Жалобы').first()).toHaveAttribute('aria-current', 'true');
  const before = await complaintsBadge(page);
  await page.screenshot({ path: `${SCREENSHOTS}/complaints.png` });

  // The second complaint, opened in the side panel, all by keys.
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('complementary', { name: 'Жалоба' });
  await expect(panel.getByRole('heading', { name: /^Жалоба №\d+$/ })).toBeVisible();
  await expect(page).toHaveURL(/complaintId=\d+/);
  const text = await panel.locator('[aria-current="true"] p').last().innerText();
  const waitingOnTarget = Number(
    /новые жалобы на этот объект: (\d+)/.exec(await panel.innerText())?.[1] ?? 0,
  );
  await apiIdle(page);
  await page.screenshot({ path: `${SCREENSHOTS}/complaint-panel.png` });

  await page.keyboard.press('h');
  await expect(page.getByText(/^Жалоба №\d+: комментарий скрыт/)).toBeVisible();
  await expect.poll(() => complaintsBadge(page)).toBe(before - 1 - waitingOnTarget);

  await page.goto(`/moderation/comments?search=${encodeURIComponent(text.slice(0, 40))}`);
  const row = rows(page, 'Комментарии')
    .filter({ hasText: text.slice(0, 40) })
    .first();
  await expect(row.getByText('Скрыт', { exact: true })).toBeVisible();
});

test('blocks the author from a user complaint; the user card shows the block', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/moderation/complaints?targetType=user');
  // A complaint about a user who is not blocked yet (the badge in the row says so).
  const first = rows(page, 'Жалобы').filter({ hasText: 'Активен' }).first();
  await first.click();
  const panel = page.getByRole('complementary', { name: 'Жалоба' });
  const userLink = panel.getByRole('link').last();
  const nickname = await userLink.innerText();
  const card = (await userLink.getAttribute('href'))!;
  await page.keyboard.press('b');
  const dialog = page.getByRole('dialog', { name: 'Заблокировать автора?' });
  await dialog.getByLabel(/Причина блокировки/).fill('Фейковый профиль');
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(page.getByText(`пользователь ${nickname} заблокирован`)).toBeVisible();
  // The panel has moved on to the next complaint; the user's card shows the block.
  await page.goto(card);
  // Its block notice (the card's «История» names the reason too, as a change).
  await expect(page.getByText('Причина: Фейковый профиль. Срок: бессрочно')).toBeVisible();
});

test('bulk-hides three comments', async ({ page }) => {
  await login(page, 'moderator');
  await page.goto('/moderation/comments?status=visible');
  const table = rows(page, 'Комментарии');
  // A busy shared machine: the first page of a list may take a while.
  await expect(table.first()).toHaveAttribute('aria-current', 'true');
  // X selects the keyboard's row; J moves on.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('x');
    await page.keyboard.press('j');
  }
  await expect(page.getByText('Выбрано: 3')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/comments.png` });
  await page
    .getByRole('region', { name: 'Действия с выбранными' })
    .getByRole('button', { name: 'Скрыть' })
    .click();
  // Bulk actions ask first (docs/product.md#mutations).
  await page
    .getByRole('dialog', { name: 'Скрыть комментарии: 3?' })
    .getByRole('button', { name: 'Скрыть' })
    .click();
  await expect(page.getByText('Скрыто комментариев: 3')).toBeVisible();
});

test('every queue works by keys and moves on; a key that does not apply says why', async ({
  page,
}) => {
  await login(page, 'moderator');
  // The applications queue: its key line, J, A on the keys' row, then the next row.
  await page.goto('/users/applications?type=verification');
  const applications = rows(page, 'Заявки');
  await expect(applications.first()).toHaveAttribute('aria-current', 'true');
  const keys = page.getByRole('note', { name: 'Клавиши' });
  await expect(keys).toHaveText('JвнизKвверхAодобритьRотклонитьEвторое мнениеXвыбрать?все клавиши');
  await page.screenshot({ path: `${SCREENSHOTS}/applications-keys.png` });
  await page.keyboard.press('j');
  await expect(applications.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  await expect(page.getByText(/^Заявка №\d+ одобрена$/)).toBeVisible();
  await expect(applications.nth(2)).toHaveAttribute('aria-current', 'true');

  // Comments: H hides the keys' row and the keys move on; back on it, H says it is hidden.
  await page.goto('/moderation/comments?status=visible');
  const comments = rows(page, 'Комментарии');
  await expect(comments.first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('h');
  await expect(comments.first().getByText('Скрыт', { exact: true })).toBeVisible();
  await expect(comments.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('k');
  await page.keyboard.press('h');
  await expect(page.getByText('Комментарий уже скрыт')).toBeVisible();

  // A complaint about a profile: H cannot hide it, and says what to do instead.
  await page.goto('/moderation/complaints?targetType=user');
  await expect(rows(page, 'Жалобы').first()).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('h');
  await expect(page.getByText('Профиль нельзя скрыть: заблокируйте автора')).toBeVisible();
});

test('Enter presses a focused button of a queue; «Колонки» and «Виды» work by keyboard', async ({
  page,
}) => {
  await login(page, 'moderator');
  await expect(rows(page, 'Видео').first()).toHaveAttribute('aria-current', 'true');
  const columnsButton = page.getByRole('button', { name: /^Колонки/ });
  await columnsButton.focus();
  await page.keyboard.press('Enter');
  // Open, the focus is in the panel: Space ticks a box, Escape closes and gives the focus back.
  const columns = page.getByRole('dialog', { name: 'Колонки' });
  await expect(columns.getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Колонки (скрыто: 1)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(columns).toBeHidden();
  await expect(columnsButton).toBeFocused();
  // The queue's keys were not taken by the panel: the first row is still the keys' row.
  await expect(rows(page, 'Видео').first()).toHaveAttribute('aria-current', 'true');

  const viewsButton = page.getByRole('button', { name: 'Виды' });
  await viewsButton.focus();
  await page.keyboard.press('Enter');
  const views = page.getByRole('dialog', { name: 'Виды' });
  await expect(views.getByLabel('Сохранить текущий вид')).toBeFocused();
  await page.keyboard.type('Короткие');
  await page.keyboard.press('Enter');
  await expect(views.getByRole('button', { name: 'Короткие', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(views).toBeHidden();
  await expect(viewsButton).toBeFocused();

  // A sort header of the complaints queue, by Enter.
  await page.goto('/moderation/complaints');
  await expect(rows(page, 'Жалобы').first()).toHaveAttribute('aria-current', 'true');
  const header = page.getByRole('columnheader', { name: /Поступила/ });
  const before = await header.getAttribute('aria-sort');
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).not.toHaveAttribute('aria-sort', before ?? 'none');
});
