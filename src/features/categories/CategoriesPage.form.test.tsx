import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { holdAnswers } from '@/test/requests';
import { names } from './CategoriesPage.test-helpers';
import { shownNotifications } from '@/test/notifications';
import { loadedTable, rowWithText } from '@/test/table';

describe('categories page', { timeout: 60_000 }, () => {
  it('creates a category: slug suggested from the name, errors after the first submit', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    await loadedTable('Категории');
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
    const grid = await loadedTable('Категории');
    await waitFor(() => expect(names(grid)).toHaveLength(13));
    expect(names(grid).at(-1)).toBe('Настольные игры 2.0');
    expect(within(rowWithText(grid, 'Настольные игры 2.0')).getByText('130')).toBeInTheDocument();
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
    await loadedTable('Категории');
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
    await loadedTable('Категории');
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
    const patch = holdAnswers('patch', 'categories/:id', () =>
      HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 }),
    );
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    await user.click(
      within(rowWithText(grid, 'Музыка')).getByRole('button', { name: 'Изменить: Музыка' }),
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
    patch.release();
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
    await waitFor(() => expect(rowWithText(grid, 'Песни')).toBeDefined());
  });

  it('keeps a slug that differs from its name when the name changes', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/categories');
    const grid = await loadedTable('Категории');
    await user.click(rowWithText(grid, 'Кулинария').querySelector('td')!);
    const dialog = await screen.findByRole('dialog', { name: 'Категория «Кулинария»' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), ' и еда');
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('cooking');
  });
});
