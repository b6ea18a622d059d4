import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { holdAnswers } from '@/test/requests';
import { shownNotifications } from '@/test/notifications';
import { bodyRows, loadedTable, rowWithText } from '@/test/table';

const titles = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => row.querySelector('td p')!.textContent);

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('complaint reasons page', { timeout: 60_000 }, () => {
  it('lists the reasons in order with their complaints linked', async () => {
    loginAs(1);
    renderApp('/moderation/reasons-complaint');
    expect(await screen.findByRole('heading', { name: 'Причины жалоб' })).toBeInTheDocument();
    // The description is folded behind «О странице».
    await userEvent.click(screen.getByRole('button', { name: 'О странице' }));
    expect(
      screen.getByText('Справочник причин, которые пользователи выбирают при жалобе.'),
    ).toBeInTheDocument();
    const grid = await loadedTable('Причины жалоб');
    expect(titles(grid)).toEqual([
      'Спам',
      'Оскорбления',
      'Насилие',
      'Нарушение авторских прав',
      'Мошенничество',
      'Контент 18+',
      'Накрутка голосов',
      'Другое',
    ]);
    expect(within(grid).getByRole('columnheader', { name: 'Жалобы' })).toBeVisible();
    const usage = within(rowWithText(grid, 'Спам')).getByRole('link', { name: '66' });
    expect(usage).toHaveAttribute('title', 'Жалобы с причиной «Спам»');
    expect(usage.getAttribute('href')).toBe('/moderation/complaints?status=all&reasonId=1');
    expect(screen.getByRole('textbox', { name: 'Поиск по названию и описанию' })).toBeVisible();
  });

  it('creates a reason: errors after the first submit, then saved with a notification', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/reasons-complaint');
    await loadedTable('Причины жалоб');
    await user.click(screen.getByRole('button', { name: 'Добавить причину' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая причина жалобы' });
    expect(
      within(dialog).getByText(
        'Выключенную причину нельзя выбрать в новой жалобе; у поданных она остаётся',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Slug' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Дезинформация');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(shownNotifications()).toContain('Причина «Дезинформация» создана'));
    await waitFor(async () =>
      expect(titles(await loadedTable('Причины жалоб')).at(-1)).toBe('Дезинформация'),
    );
    expect(db.complaintReasons.at(-1)).toMatchObject({ sortOrder: 90, isActive: true });
  });

  it('rolls the switch back when the server refuses', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const patch = holdAnswers('patch', 'complaint-reasons/:id', () =>
      HttpResponse.json({ message: 'Не удалось сохранить' }, { status: 500 }),
    );
    renderApp('/moderation/reasons-complaint');
    const grid = await loadedTable('Причины жалоб');
    const toggle = within(rowWithText(grid, 'Спам')).getByRole('switch', { name: 'Активна: Спам' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    patch.release();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(shownNotifications()).toContain('Не удалось сохранить');
  });

  it('switches a reason on, moves it, and offers switching off instead of deleting a used one', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/reasons-complaint');
    const grid = await loadedTable('Причины жалоб');
    await user.click(
      within(rowWithText(grid, 'Накрутка голосов')).getByRole('switch', {
        name: 'Активна: Накрутка голосов',
      }),
    );
    await waitFor(() =>
      expect(shownNotifications()).toContain('Причина «Накрутка голосов» включена'),
    );
    await user.click(within(rowWithText(grid, 'Спам')).getByRole('button', { name: 'Ниже: Спам' }));
    await waitFor(() => expect(titles(grid).slice(0, 2)).toEqual(['Оскорбления', 'Спам']));
    expect(shownNotifications()).toContain('Порядок причин сохранён');

    await user.click(
      within(rowWithText(grid, 'Насилие')).getByRole('button', { name: 'Удалить: Насилие' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Удалить причину?' });
    expect(confirm).toHaveTextContent(
      'С причиной «Насилие» есть жалобы (26): удалить её нельзя. Её можно выключить: жалобы останутся с ней.',
    );
    expect(within(confirm).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Причина «Насилие» выключена'));
    expect(rowWithText(grid, 'Насилие')).toBeDefined();
  });

  it('shows moderators the list only', async () => {
    loginAs(2);
    renderApp('/moderation/reasons-complaint');
    const grid = await loadedTable('Причины жалоб');
    expect(screen.queryByRole('button', { name: 'Добавить причину' })).not.toBeInTheDocument();
    expect(within(grid).queryByRole('switch')).not.toBeInTheDocument();
    expect(
      within(rowWithText(grid, 'Накрутка голосов')).getByText('Выключена'),
    ).toBeInTheDocument();
  });
});
