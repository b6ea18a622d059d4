import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '@/test/render';

/** Columns chosen and views saved, per list and per user, in this browser (list-prefs.ts). */

async function usersTable() {
  const grid = await screen.findByRole('table', { name: 'Пользователи' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return grid;
}

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('a list’s columns and saved views', { timeout: 60_000 }, () => {
  it('«Колонки» hides a column, and the list keeps it hidden when opened again', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const first = renderApp('/users');
    let grid = await usersTable();
    expect(headers(grid)).toContain('Роли');
    await user.click(screen.getByRole('button', { name: 'Колонки' }));
    const menu = await screen.findByRole('dialog', { name: 'Колонки' });
    // The title and the row actions cannot be hidden.
    expect(within(menu).queryByRole('checkbox', { name: 'Пользователь' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('checkbox', { name: 'Роли' }));
    await waitFor(() => expect(headers(grid)).not.toContain('Роли'));
    expect(headers(grid)).toContain('Статус');
    expect(screen.getByRole('button', { name: 'Колонки (скрыто: 1)' })).toBeInTheDocument();

    first.unmount();
    renderApp('/users');
    grid = await usersTable();
    expect(headers(grid)).not.toContain('Роли');
  });

  it('a view saved under a name brings back its filter, order and columns', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/users?status=blocked&sort=lastSeenAt&order=asc');
    const grid = await usersTable();
    await user.click(screen.getByRole('button', { name: 'Колонки' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Колонки' })).getByRole('checkbox', {
        name: 'Видео',
      }),
    );
    await waitFor(() => expect(headers(grid)).not.toContain('Видео'));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Виды' }));
    const views = await screen.findByRole('dialog', { name: 'Виды' });
    expect(views).toHaveTextContent('Пока нет.');
    await user.type(within(views).getByLabelText('Сохранить текущий вид'), 'Заблокированные');
    await user.click(within(views).getByRole('button', { name: 'Сохранить' }));
    expect(await within(views).findByRole('button', { name: 'Заблокированные' })).toBeVisible();
    await user.keyboard('{Escape}');

    // Elsewhere: another filter and every column again.
    await router.navigate({ to: '/users', search: { status: 'active' } as never });
    await user.click(screen.getByRole('button', { name: 'Колонки (скрыто: 1)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Колонки' })).getByRole('button', {
        name: 'Показать все',
      }),
    );
    await waitFor(() => expect(headers(grid)).toContain('Видео'));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Виды' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Виды' })).getByRole('button', {
        name: 'Заблокированные',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        status: 'blocked',
        sort: 'lastSeenAt',
        order: 'asc',
        page: 1,
      }),
    );
    await waitFor(() => expect(headers(grid)).not.toContain('Видео'));
  });
});
