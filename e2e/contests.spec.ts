import type { Page } from '@playwright/test';
import { expectLoaded, openPage } from './a11y';
import { apiIdle, expect, SCREENSHOTS, test, ROW } from './fixtures';

function contestsTable(page: Page) {
  return page.getByRole('table', { name: 'Конкурсы' });
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** The titles of the contest page's timeline, in order. */
function timelineTitles(page: Page) {
  return page.getByRole('group', { name: 'Сроки конкурса' }).locator('.mantine-Timeline-itemTitle');
}

test.slow();

test('creates a draft, fills it, publishes it for a later start, cannot finish it or move its start', async ({
  page,
}) => {
  await openPage(page, { path: '/moderation/contests', as: 'admin' });
  await expectLoaded(contestsTable(page).locator(ROW).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/contests-list.png` });

  await page.getByRole('button', { name: 'Создать конкурс' }).click();
  await dialog(page).getByLabel('Название').fill('Битва хореографов');
  await dialog(page).getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option', { name: 'Танцы' }).click();
  await dialog(page).getByRole('button', { name: 'Создать черновик' }).click();
  await expectLoaded(page).toHaveURL(/\/moderation\/contests\/31\/edit$/);

  await page.getByLabel('Описание', { exact: true }).fill('Лучшая хореография сезона.');
  await page.getByLabel('Правила').fill('Одна работа от участника\nДо трёх минут');
  await page.getByLabel('Призовой фонд, ₽').fill('1500,50');
  await page.screenshot({ path: `${SCREENSHOTS}/contest-edit-draft.png`, fullPage: true });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectLoaded(page).toHaveURL(/\/moderation\/contests\/31$/);
  // Exact or anchored: the page's «История» repeats both as «Поле: было → стало».
  await expect(page.getByText('1 500,50 ₽', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Одна работа от участника/)).toBeVisible();

  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await dialog(page).getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Конкурс «Битва хореографов» опубликован')).toBeVisible();
  // A new draft starts in a week: published, it is scheduled, and there is nothing to finish yet.
  await expect(page.getByRole('main').getByText('Запланирован', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завершить' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отменить конкурс' })).toBeVisible();
  // Its «История» and timeline say the same: scheduled, «Сейчас» before the start of entries.
  const history = page.getByRole('region', { name: 'История' });
  await expect(history.getByText('Статус: Черновик → Запланирован')).toBeVisible();
  await expect(history.getByText(/→ Идёт/)).toHaveCount(0);
  await expect(timelineTitles(page)).toHaveText([
    'Создан',
    'Сейчас',
    'Начало приёма работ',
    'Окончание приёма работ',
    'Окончание голосования',
  ]);
  await apiIdle(page);
  await page.screenshot({ path: `${SCREENSHOTS}/contest-detail-scheduled.png`, fullPage: true });

  await page.getByRole('link', { name: 'Конкурсы' }).first().click();
  await page.locator('label', { hasText: 'Запланирован' }).click();
  await expect(page).toHaveURL(/status=scheduled/);
  const rows = contestsTable(page).locator(ROW);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: 'Битва хореографов' })).toBeVisible();
  await expect(rows.getByText('Запланирован', { exact: true })).toBeVisible();
  await apiIdle(page);
  await page.screenshot({ path: `${SCREENSHOTS}/contests-list-scheduled.png` });
  // «Идёт» holds the started ones only.
  await page.locator('label', { hasText: 'Идёт' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expectLoaded(rows.first()).toBeVisible();
  await expect(rows.getByRole('link', { name: 'Битва хореографов' })).toHaveCount(0);
  await expect(rows.getByText('Запланирован', { exact: true })).toHaveCount(0);

  await page.goto('/moderation/contests/31/edit');
  const startsAt = page.getByRole('button', { name: 'Начало приёма работ' });
  await expectLoaded(startsAt).toBeDisabled();
  await expect(
    page.getByText('Конкурс опубликован: участники рассчитывают на эти условия, их менять нельзя'),
  ).toHaveCount(5);
  await expect(page.getByLabel('Призовой фонд, ₽')).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOTS}/contest-edit-active.png`, fullPage: true });
});

test('finishes a running contest with the top entry suggested; the winner is shown', async ({
  page,
}) => {
  await openPage(page, { path: '/moderation/contests/2', as: 'admin' });
  const firstRow = page.getByRole('table', { name: 'Участники' }).locator(ROW).first();
  await expectLoaded(firstRow).toBeVisible();
  const leader = await firstRow.locator('td').nth(1).innerText();

  await page.getByRole('button', { name: 'Завершить' }).click();
  const winner = dialog(page).getByRole('combobox', { name: 'Победитель' });
  await expect(winner).toHaveValue(new RegExp(`^1\\. ${leader} — `));
  await page.screenshot({ path: `${SCREENSHOTS}/contest-finish-dialog.png` });
  await dialog(page).getByRole('button', { name: 'Завершить конкурс' }).click();

  await expect(page.getByText('Конкурс «Танцуют все!» завершён')).toBeVisible();
  // The badge, and the end of the timeline: nothing comes after it.
  await expect(page.getByRole('main').getByText('Завершён', { exact: true })).toHaveCount(2);
  await expect(timelineTitles(page).last()).toHaveText('Завершён');
  await expect(timelineTitles(page).filter({ hasText: 'Сейчас' })).toHaveCount(0);
  await expect(page.getByText('Победитель', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: leader }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/contest-detail-finished.png`, fullPage: true });
});

test('cancels a contest with a reason', async ({ page }) => {
  await openPage(page, { path: '/moderation/contests/5', as: 'admin' });
  await page.getByRole('button', { name: 'Отменить конкурс' }).click();
  await dialog(page).getByRole('button', { name: 'Отменить конкурс' }).click();
  await expect(dialog(page).getByText('Поле не должно быть пустым')).toBeVisible();
  await dialog(page).getByLabel('Причина отмены').fill('Спонсор отказался от участия');
  await dialog(page).getByRole('button', { name: 'Отменить конкурс' }).click();
  await expect(page.getByText('Конкурс «Лучший кавер сезона» отменён')).toBeVisible();
  // The reason as the contest shows it (its «История» says it too, as a change).
  await expect(
    page.getByRole('main').getByText('Спонсор отказался от участия', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завершить' })).toHaveCount(0);
  // The timeline ends at «Отменён»: the dates it had not reached will never come.
  await expect(timelineTitles(page)).toHaveText(['Создан', 'Начало приёма работ', 'Отменён']);
  await expect(
    page.getByRole('region', { name: 'История' }).getByText('Статус: Идёт → Отменён'),
  ).toBeVisible();
  await apiIdle(page);
  await page.screenshot({ path: `${SCREENSHOTS}/contest-detail-cancelled.png`, fullPage: true });
});

test('leaving the edit page with changes asks first', async ({ page }) => {
  await openPage(page, { path: '/moderation/contests/3/edit', as: 'admin' });
  const title = page.getByLabel('Название');
  await expectLoaded(title).toHaveValue('Флешмоб года');
  await title.fill('Флешмоб года — черновик');
  await page.getByRole('main').getByRole('link', { name: 'Конкурсы' }).click();
  await expect(dialog(page).getByText('Несохранённые изменения')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Отмена' }).click();
  await expect(page).toHaveURL(/\/moderation\/contests\/3\/edit$/);
  await expect(title).toHaveValue('Флешмоб года — черновик');
  await page.getByRole('main').getByRole('link', { name: 'Конкурсы' }).click();
  await dialog(page).getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).toHaveURL(/\/moderation\/contests$/);
});

test('an unknown contest is a not-found state inside the shell', async ({ page }) => {
  await openPage(page, { path: '/moderation/contests/999', as: 'moderator' });
  await expectLoaded(page.getByRole('heading', { name: 'Конкурс не найден' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeVisible();
  // Moderators see contests but do not run them.
  await page.goto('/moderation/contests/2');
  await expectLoaded(page.getByRole('heading', { name: 'Танцуют все!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Завершить' })).toHaveCount(0);
});
