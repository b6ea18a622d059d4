import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { names } from './CategoriesPage.test-helpers';
import { shownNotifications } from '@/test/notifications';
import { loadedTable, bodyRows, rowWithText } from '@/test/table';
import { CHANGES, holdAnswers, recordRequests } from '@/test/requests';

/** What the page changed on the server: method, path and body of each non-GET call. */
const recordMutations = () =>
  recordRequests({ method: CHANGES }, ({ method, path, text }) =>
    `${method} ${path} ${text}`.trim(),
  );

describe('categories page', { timeout: 60_000 }, () => {
  it('switches a category off at once and back when the server refuses', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const patch = holdAnswers('patch', 'categories/:id', () =>
      HttpResponse.json({ message: 'Не удалось сохранить' }, { status: 500 }),
    );
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    const toggle = within(rowWithText(grid, 'Юмор')).getByRole('switch', { name: 'Активна: Юмор' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    patch.release();
    await waitFor(() => expect(shownNotifications()).toContain('Не удалось сохранить'));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(db.categories[2]!.isActive).toBe(true);
  });

  it('switches a category off for real', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    await user.click(
      within(rowWithText(grid, 'Юмор')).getByRole('switch', { name: 'Активна: Юмор' }),
    );
    await waitFor(() => expect(db.categories[2]!.isActive).toBe(false));
    expect(shownNotifications()).toContain('Категория «Юмор» выключена');
  });

  it('moves a category down and up, saving both places', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    expect(
      within(rowWithText(grid, 'Танцы')).getByRole('button', { name: 'Выше: Танцы' }),
    ).toBeDisabled();
    expect(
      within(rowWithText(grid, 'Дети')).getByRole('button', { name: 'Ниже: Дети' }),
    ).toBeDisabled();
    await user.click(
      within(rowWithText(grid, 'Танцы')).getByRole('button', { name: 'Ниже: Танцы' }),
    );
    await waitFor(() => expect(names(grid).slice(0, 2)).toEqual(['Музыка', 'Танцы']));
    expect(shownNotifications()).toContain('Порядок категорий сохранён');
    expect(db.categories.slice(0, 2).map((c) => c.sortOrder)).toEqual([20, 10]);
    await user.click(within(rowWithText(grid, 'Юмор')).getByRole('button', { name: 'Выше: Юмор' }));
    await waitFor(() => expect(names(grid).slice(0, 3)).toEqual(['Музыка', 'Юмор', 'Танцы']));
  });

  it('offers moving only in the display order', async () => {
    loginAs(1);
    renderApp('/moderation/categories?sort=name');
    const grid = await loadedTable('Категории');
    expect(within(grid).queryByRole('button', { name: /^Выше:/ })).not.toBeInTheDocument();
  });

  it('a category with videos is not offered for deletion: the dialog says why and offers switching it off', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const calls = recordMutations();
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    const count = db.videos.filter((video) => video.categoryId === 1).length;
    expect(count).toBeGreaterThan(0);
    await user.click(
      within(rowWithText(grid, 'Танцы')).getByRole('button', { name: 'Удалить: Танцы' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Удалить категорию?' });
    expect(dialog).toHaveTextContent(
      `В категории «Танцы» есть видео (${count}): удалить её нельзя. Её можно выключить: для новых видео и конкурсов её нельзя будет выбрать, у своих она останется.`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Категория «Танцы» выключена'));
    expect(calls).toEqual([`PATCH /api/admin/categories/1 {"isActive":false}`]);

    // Off already: nothing to offer, it says so.
    await user.click(
      within(rowWithText(grid, 'Танцы')).getByRole('button', { name: 'Удалить: Танцы' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Удалить категорию?' });
    expect(again).toHaveTextContent('удалить её нельзя. Она уже выключена.');
    await user.click(within(again).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(again).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
  });

  it('deletes an unused category after the confirmation; cancelling keeps it', async () => {
    const user = userEvent.setup();
    loginAs(1);
    db.categories.push({
      id: 13,
      name: 'Пустая',
      slug: 'empty',
      description: '',
      sortOrder: 130,
      isActive: true,
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    await user.click(
      within(rowWithText(grid, 'Пустая')).getByRole('button', { name: 'Удалить: Пустая' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить категорию?' })).getByRole(
        'button',
        { name: 'Отмена' },
      ),
    );
    expect(db.categories).toHaveLength(13);
    await user.click(
      within(rowWithText(grid, 'Пустая')).getByRole('button', { name: 'Удалить: Пустая' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить категорию?' })).getByRole(
        'button',
        { name: 'Удалить' },
      ),
    );
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(12));
    expect(shownNotifications()).toContain('Категория «Пустая» удалена');
  });
});
