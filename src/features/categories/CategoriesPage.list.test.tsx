import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { names } from './CategoriesPage.test-helpers';
import { loadedTable, bodyRows, rowWithText } from '@/test/table';

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('categories page', { timeout: 60_000 }, () => {
  it('lists the categories in their order with slug, state, usage and order', async () => {
    loginAs(1);
    renderApp('/moderation/categories');
    expect(await screen.findByRole('heading', { name: 'Категории' })).toBeInTheDocument();
    // The description is folded behind «О странице».
    await userEvent.click(screen.getByRole('button', { name: 'О странице' }));
    expect(screen.getByText('Справочник категорий видео и конкурсов.')).toBeInTheDocument();
    const grid = await loadedTable('Категории');
    expect(bodyRows(grid)).toHaveLength(12);
    expect(names(grid).slice(0, 3)).toEqual(['Танцы', 'Музыка', 'Юмор']);
    for (const header of ['Название', 'Slug', 'Активна', 'Видео', 'Порядок'])
      expect(within(grid).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    const dance = rowWithText(grid, 'Танцы');
    expect(within(dance).getByText('dance')).toBeInTheDocument();
    expect(within(dance).getByRole('switch', { name: 'Активна: Танцы' })).toBeChecked();
    expect(
      within(rowWithText(grid, 'Наука')).getByRole('switch', { name: 'Активна: Наука' }),
    ).not.toBeChecked();
    const count = db.videos.filter((video) => video.categoryId === 1).length;
    const usage = within(dance).getByRole('link', { name: String(count) });
    expect(usage).toHaveAttribute('title', 'Видео категории «Танцы»');
    expect(usage.getAttribute('href')).toBe('/moderation/videos?status=all&categoryId=1');
    expect(screen.getByText('Всего: 12')).toBeInTheDocument();
  });

  it('opens the videos of a category from its usage count', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    await user.click(within(rowWithText(grid, 'Музыка')).getByRole('link', { name: /^\d+$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/videos'));
    expect(router.state.location.search).toMatchObject({ status: 'all', categoryId: 2 });
  });

  it('keeps search and the active filter in the URL', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/moderation/categories');
    await loadedTable('Категории');
    await user.click(screen.getByRole('combobox', { name: 'Активность' }));
    await user.click(
      await screen.findByRole('option', { name: 'Только выключенные', hidden: true }),
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ isActive: false }));
    await waitFor(async () =>
      expect(names(await loadedTable('Категории'))).toEqual(['Рукоделие', 'Наука']),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.type(
      screen.getByRole('textbox', { name: 'Поиск по названию, slug, описанию' }),
      'cook',
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'cook' }));
    await waitFor(async () => expect(names(await loadedTable('Категории'))).toEqual(['Кулинария']));
  });

  it('reads the filter from a pasted URL and shows the empty state', async () => {
    loginAs(1);
    renderApp('/moderation/categories?isActive=true&search=nothing-like-this');
    expect(await screen.findByText('Категории не найдены')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Активность' })).toHaveValue('Только активные');
  });

  it('shows moderators the list without the administrators’ controls', async () => {
    loginAs(2);
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    expect(bodyRows(grid)).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Добавить категорию' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('switch')).not.toBeInTheDocument();
    expect(
      within(grid).queryByRole('button', { name: /^(Выше|Ниже|Изменить|Удалить):/ }),
    ).toBeNull();
    expect(within(rowWithText(grid, 'Танцы')).getByText('Активна')).toBeVisible();
    expect(within(rowWithText(grid, 'Наука')).getByText('Выключена')).toBeVisible();
  });
});
