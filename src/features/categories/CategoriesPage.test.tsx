import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';

function shownNotifications() {
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

/** What the page changed on the server: method, path and body of each non-GET call. */
function recordMutations() {
  const calls: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path} ${await request.clone().text()}`.trim());
  });
  return calls;
}

async function table() {
  const grid = await screen.findByRole('table', { name: 'Категории' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  return grid;
}

function bodyRows(grid: HTMLElement) {
  return within(grid).getAllByRole('row').slice(1);
}

function rowOf(grid: HTMLElement, name: string) {
  return bodyRows(grid).find((row) => within(row).queryByText(name, { exact: true }))!;
}

const names = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('categories page', { timeout: 60_000 }, () => {
  it('lists the categories in their order with slug, state, usage and order', async () => {
    loginAs(1);
    renderApp('/moderation/categories');
    expect(await screen.findByRole('heading', { name: 'Категории' })).toBeInTheDocument();
    expect(screen.getByText('Справочник категорий видео и конкурсов.')).toBeInTheDocument();
    const grid = await table();
    expect(bodyRows(grid)).toHaveLength(12);
    expect(names(grid).slice(0, 3)).toEqual(['Танцы', 'Музыка', 'Юмор']);
    for (const header of ['Название', 'Slug', 'Активна', 'Видео', 'Порядок'])
      expect(within(grid).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    const dance = rowOf(grid, 'Танцы');
    expect(within(dance).getByText('dance')).toBeInTheDocument();
    expect(within(dance).getByRole('switch', { name: 'Активна: Танцы' })).toBeChecked();
    expect(
      within(rowOf(grid, 'Наука')).getByRole('switch', { name: 'Активна: Наука' }),
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
    const grid = await table();
    await user.click(within(rowOf(grid, 'Музыка')).getByRole('link', { name: /^\d+$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/videos'));
    expect(router.state.location.search).toMatchObject({ status: 'all', categoryId: 2 });
  });

  it('keeps search and the active filter in the URL', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/moderation/categories');
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Активность' }));
    await user.click(
      await screen.findByRole('option', { name: 'Только выключенные', hidden: true }),
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ isActive: false }));
    await waitFor(async () => expect(names(await table())).toEqual(['Рукоделие', 'Наука']));
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.type(
      screen.getByRole('textbox', { name: 'Поиск по названию, slug, описанию' }),
      'cook',
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'cook' }));
    await waitFor(async () => expect(names(await table())).toEqual(['Кулинария']));
  });

  it('reads the filter from a pasted URL and shows the empty state', async () => {
    loginAs(1);
    renderApp('/moderation/categories?isActive=true&search=nothing-like-this');
    expect(await screen.findByText('Категории не найдены')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Активность' })).toHaveValue('Только активные');
  });

  it('creates a category: slug suggested from the name, errors after the first submit', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    await table();
    await user.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая категория' });
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    expect(
      within(dialog).getByText('Часть адреса: строчные латинские буквы, цифры и дефис'),
    ).toBeVisible();
    expect(within(dialog).getByRole('switch', { name: /^Активна/ })).toBeChecked();
    expect(
      within(dialog).getByText(
        'Выключенную категорию нельзя выбрать для видео и конкурсов; у своих она остаётся',
      ),
    ).toBeVisible();

    // No errors before the first attempt.
    await user.type(name, 'Ё');
    await user.clear(name);
    expect(within(dialog).queryByText('Поле не должно быть пустым')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findAllByText('Поле не должно быть пустым')).toHaveLength(2);

    await user.type(name, 'Настольные игры 2.0');
    expect(slug).toHaveValue('nastolnye-igry-2-0');
    await waitFor(() =>
      expect(within(dialog).queryByText('Поле не должно быть пустым')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('19 / 100')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Описание' }), 'Партии');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Новая категория' })).not.toBeInTheDocument(),
    );
    expect(shownNotifications()).toContain('Категория «Настольные игры 2.0» создана');
    const grid = await table();
    await waitFor(() => expect(names(grid)).toHaveLength(13));
    expect(names(grid).at(-1)).toBe('Настольные игры 2.0');
    expect(within(rowOf(grid, 'Настольные игры 2.0')).getByText('130')).toBeInTheDocument();
    expect(db.categories.at(-1)).toMatchObject({
      slug: 'nastolnye-igry-2-0',
      description: 'Партии',
      isActive: true,
    });
  });

  it('stops suggesting once the slug is edited, and resumes when it is cleared', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    await table();
    await user.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая категория' });
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.type(name, 'Щука');
    expect(slug).toHaveValue('shchuka');
    await user.clear(slug);
    await user.type(slug, 'fish');
    await user.type(name, ' и ёж');
    expect(slug).toHaveValue('fish');
    await user.clear(slug);
    await user.type(name, 'ик');
    expect(slug).toHaveValue('shchuka-i-ezhik');
  });

  it('shows the server’s 422 under its fields (a taken name, a taken slug), keeps the input, and saves on retry', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    await table();
    await user.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая категория' });
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    // «Танцы» exists: another case and a space around it are the same name.
    await user.type(name, 'танцы ');
    // «tantsy» is suggested; the user types a slug another category has.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Slug' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Slug' }), 'dance');
    await user.type(within(dialog).getByRole('textbox', { name: 'Описание' }), 'Второй раз');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    const taken = await within(dialog).findByText('Категория с таким названием уже есть');
    expect(taken).toBeVisible();
    // Under the name field: Mantine names the field's error as its description.
    expect(name).toHaveAccessibleDescription(/Категория с таким названием уже есть/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Этот slug уже у категории «Танцы»')).toBeVisible();
    expect(shownNotifications()).toContain('Проверьте правильность заполнения полей');
    expect(name).toHaveValue('танцы ');
    expect(within(dialog).getByRole('textbox', { name: 'Описание' })).toHaveValue('Второй раз');
    await user.type(name, 'на льду');
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'dance-2');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(db.categories).toHaveLength(13));
    expect(db.categories.at(-1)).toMatchObject({ name: 'танцы на льду', slug: 'dance-2' });
  });

  it('keeps the input and the button usable when the save fails, with a pending button', async () => {
    const user = userEvent.setup();
    loginAs(1);
    let release: () => void = () => undefined;
    server.use(
      http.patch('*/api/admin/categories/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 });
      }),
    );
    renderApp('/moderation/categories');
    const grid = await table();
    await user.click(
      within(rowOf(grid, 'Музыка')).getByRole('button', { name: 'Изменить: Музыка' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Категория «Музыка»' });
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('music');
    await user.clear(name);
    await user.type(name, 'Песни');
    // «music» is not what «Музыка» transliterates to: the category's own slug stays.
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('music');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
    release();
    await waitFor(() => expect(shownNotifications()).toContain('Сервер недоступен'));
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).not.toHaveAttribute(
      'data-loading',
      'true',
    );
    expect(name).toHaveValue('Песни');
    expect(db.categories[1]!.name).toBe('Музыка');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(db.categories[1]!.name).toBe('Песни'));
    expect(shownNotifications()).toContain('Категория «Песни» сохранена');
    await waitFor(() => expect(rowOf(grid, 'Песни')).toBeDefined());
  });

  it('keeps a slug that differs from its name when the name changes', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    const grid = await table();
    await user.click(rowOf(grid, 'Кулинария').querySelector('td')!);
    const dialog = await screen.findByRole('dialog', { name: 'Категория «Кулинария»' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), ' и еда');
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('cooking');
  });

  it('switches a category off at once and back when the server refuses', async () => {
    const user = userEvent.setup();
    loginAs(1);
    let release: () => void = () => undefined;
    server.use(
      http.patch('*/api/admin/categories/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'Не удалось сохранить' }, { status: 500 });
      }),
    );
    renderApp('/moderation/categories');
    const grid = await table();
    const toggle = within(rowOf(grid, 'Юмор')).getByRole('switch', { name: 'Активна: Юмор' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    release();
    await waitFor(() => expect(shownNotifications()).toContain('Не удалось сохранить'));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(db.categories[2]!.isActive).toBe(true);
  });

  it('switches a category off for real', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    const grid = await table();
    await user.click(within(rowOf(grid, 'Юмор')).getByRole('switch', { name: 'Активна: Юмор' }));
    await waitFor(() => expect(db.categories[2]!.isActive).toBe(false));
    expect(shownNotifications()).toContain('Категория «Юмор» выключена');
  });

  it('moves a category down and up, saving both places', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    const grid = await table();
    expect(
      within(rowOf(grid, 'Танцы')).getByRole('button', { name: 'Выше: Танцы' }),
    ).toBeDisabled();
    expect(within(rowOf(grid, 'Дети')).getByRole('button', { name: 'Ниже: Дети' })).toBeDisabled();
    await user.click(within(rowOf(grid, 'Танцы')).getByRole('button', { name: 'Ниже: Танцы' }));
    await waitFor(() => expect(names(grid).slice(0, 2)).toEqual(['Музыка', 'Танцы']));
    expect(shownNotifications()).toContain('Порядок категорий сохранён');
    expect(db.categories.slice(0, 2).map((c) => c.sortOrder)).toEqual([20, 10]);
    await user.click(within(rowOf(grid, 'Юмор')).getByRole('button', { name: 'Выше: Юмор' }));
    await waitFor(() => expect(names(grid).slice(0, 3)).toEqual(['Музыка', 'Юмор', 'Танцы']));
  });

  it('offers moving only in the display order', async () => {
    loginAs(1);
    renderApp('/moderation/categories?sort=name');
    const grid = await table();
    expect(within(grid).queryByRole('button', { name: /^Выше:/ })).not.toBeInTheDocument();
  });

  it('a category with videos is not offered for deletion: the dialog says why and offers switching it off', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const calls = recordMutations();
    renderApp('/moderation/categories');
    const grid = await table();
    const count = db.videos.filter((video) => video.categoryId === 1).length;
    expect(count).toBeGreaterThan(0);
    await user.click(within(rowOf(grid, 'Танцы')).getByRole('button', { name: 'Удалить: Танцы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить категорию?' });
    expect(dialog).toHaveTextContent(
      `В категории «Танцы» есть видео (${count}): удалить её нельзя. Её можно выключить: для новых видео и конкурсов её нельзя будет выбрать, у своих она останется.`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Категория «Танцы» выключена'));
    expect(calls).toEqual([`PATCH /api/admin/categories/1 {"isActive":false}`]);

    // Off already: nothing to offer, it says so.
    await user.click(within(rowOf(grid, 'Танцы')).getByRole('button', { name: 'Удалить: Танцы' }));
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
    const grid = await table();
    await user.click(
      within(rowOf(grid, 'Пустая')).getByRole('button', { name: 'Удалить: Пустая' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Удалить категорию?' })).getByRole(
        'button',
        { name: 'Отмена' },
      ),
    );
    expect(db.categories).toHaveLength(13);
    await user.click(
      within(rowOf(grid, 'Пустая')).getByRole('button', { name: 'Удалить: Пустая' }),
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

  it('shows moderators the list without the administrators’ controls', async () => {
    loginAs(2);
    renderApp('/moderation/categories');
    const grid = await table();
    expect(bodyRows(grid)).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Добавить категорию' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('switch')).not.toBeInTheDocument();
    expect(
      within(grid).queryByRole('button', { name: /^(Выше|Ниже|Изменить|Удалить):/ }),
    ).toBeNull();
    expect(within(rowOf(grid, 'Танцы')).getByText('Активна')).toBeVisible();
    expect(within(rowOf(grid, 'Наука')).getByText('Выключена')).toBeVisible();
  });
});
