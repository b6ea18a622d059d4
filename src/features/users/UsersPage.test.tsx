import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { loadedTable } from '@/test/table';

describe('users list', () => {
  it('reads a role filter from the URL by id and names it as GET /roles does', async () => {
    const moderator = db.roles.find((role) => role.name === 'Модератор')!;
    loginAs(2);
    renderApp(`/users?role=${moderator.id}`);
    const grid = await loadedTable('Пользователи');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Роль' })).toHaveValue('Модератор'),
    );
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Модератор');
    // No bulk actions on this list, so no checkboxes either.
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('«Сбросить фильтры» appears once something is filtered and clears every filter', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/users?status=blocked&search=a');
    await loadedTable('Пользователи');
    await user.click(await screen.findByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    // The search field follows the address a render later.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Поиск по никнейму, имени, e-mail' })).toHaveValue(
      '',
    );
  });

  it('says when nobody matches and how to get out', async () => {
    loginAs(2);
    renderApp('/users?search=zzzzzzzz');
    expect(await screen.findByText('Никого не нашлось')).toBeInTheDocument();
    expect(
      screen.getByText('Измените поиск или сбросьте фильтры роли и статуса.'),
    ).toBeInTheDocument();
  });

  it("offers a moderator no block in a staff member's row", async () => {
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/users?role=1');
    await loadedTable('Пользователи');
    await user.click(screen.getByRole('button', { name: 'Действия: admin' }));
    expect(await screen.findByText('Открыть профиль')).toBeInTheDocument();
    expect(screen.queryByText('Заблокировать')).not.toBeInTheDocument();
  });

  it("offers a moderator the block in an ordinary user's row", async () => {
    const user = userEvent.setup();
    const ordinary = db.users.find((row) => row.roleIds.includes(3) && row.status === 'active')!;
    loginAs(2);
    renderApp(`/users?role=3&search=${ordinary.nickname}`);
    await loadedTable('Пользователи');
    await user.click(await screen.findByRole('button', { name: `Действия: ${ordinary.nickname}` }));
    expect(await screen.findByText('Заблокировать')).toBeInTheDocument();
  });
});
