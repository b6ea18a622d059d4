import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '@/test/render';
import { recordRequests } from '@/test/requests';

const recordPatches = () =>
  recordRequests({ method: 'PATCH' }, ({ path, body }) => ({ path, body }));

describe('user card', () => {
  it('hides the contributions tab and the role editor from moderators', async () => {
    loginAs(2);
    renderApp('/users/5');
    expect(await screen.findByRole('tab', { name: 'Видео' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Комментарии' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Жалобы на пользователя' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Взносы' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Роли' })).not.toBeInTheDocument();
  });

  it('shows administrators the contributions tab and the role editor', async () => {
    loginAs(1);
    renderApp('/users/5');
    expect(await screen.findByRole('tab', { name: 'Взносы' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Роли' })).toBeInTheDocument();
  });

  it('blocks with a required reason via PATCH /users/{id}/block, then unblocks', async () => {
    const user = userEvent.setup();
    const patches = recordPatches();
    loginAs(2);
    renderApp('/users/13');
    await user.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    // Its keys said as in every reason dialog.
    expect(
      within(dialog).getByText(
        'Цифра — готовая причина, её можно исправить. Ctrl+Enter — отправить',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    // After the first attempt the message follows what is typed (useEntityForm).
    const reason = within(dialog).getByLabelText(/Причина блокировки/);
    await user.type(reason, 'Сп');
    expect(await within(dialog).findByText('Причина: от 3 до 500 символов')).toBeInTheDocument();
    await user.clear(reason);

    await user.type(reason, 'Спам в комментариях');
    expect(within(dialog).queryByText('Причина: от 3 до 500 символов')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    // One call, the valid one: the attempts refused before it sent nothing (calls are in order).
    await waitFor(() =>
      expect(patches).toEqual([
        { path: '/api/admin/users/13/block', body: { reason: 'Спам в комментариях', until: null } },
      ]),
    );
    expect(await screen.findByText('Пользователь заблокирован')).toBeInTheDocument();
    expect(screen.getAllByText('Заблокирован').length).toBeGreaterThan(0);

    // The block dialog closes after the answer: the page's buttons are reachable again.
    await user.click(await screen.findByRole('button', { name: 'Разблокировать' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({ path: '/api/admin/users/13/unblock', body: undefined }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Пользователь заблокирован')).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['a moderator', 'the administrator', 2, 1] as const,
    ['a moderator', 'another moderator', 2, 5] as const,
    ['a moderator', 'a blocked moderator', 2, 9] as const,
    ['an administrator', 'themselves', 1, 1] as const,
  ])('offers %s no block or unblock of %s', async (_who, _whom, self, id) => {
    loginAs(self);
    renderApp(`/users/${id}`);
    expect(await screen.findByRole('tab', { name: 'Видео' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Заблокировать' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Разблокировать' })).not.toBeInTheDocument();
  });

  it.each([
    [5, 'Заблокировать'],
    [9, 'Разблокировать'],
  ])('offers an administrator to block or unblock staff (user %i: %s)', async (id, action) => {
    loginAs(1);
    renderApp(`/users/${id}`);
    expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
  });

  it('refuses to remove the administrator role from oneself', async () => {
    const user = userEvent.setup();
    const patches = recordPatches();
    loginAs(1);
    renderApp('/users/1');
    await screen.findByRole('heading', { name: 'Роли' });
    const editor = screen.getByRole('heading', { name: 'Роли' }).parentElement!;
    const pill = within(editor).getByText('Администратор').closest('.mantine-Pill-root')!;
    await user.click(pill.querySelector('button')!);
    await user.click(screen.getByRole('button', { name: 'Сохранить роли' }));
    expect(
      await screen.findByText(
        'Нельзя снять с себя роль «Администратор»: попросите другого администратора.',
      ),
    ).toBeInTheDocument();
    // The role put back and another added: that save is the one call (the refused one sent nothing).
    await user.click(within(editor).getByLabelText('Роли пользователя'));
    await user.click(await screen.findByRole('option', { name: 'Администратор', hidden: true }));
    await user.click(await screen.findByRole('option', { name: 'Модератор', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Сохранить роли' }));
    expect(await screen.findByText('Роли сохранены')).toBeInTheDocument();
    expect(patches).toEqual([
      { path: '/api/admin/users/1/roles', body: { roleIds: expect.arrayContaining([1, 2]) } },
    ]);
  });

  it('shows a not-found state inside the shell for an unknown id', async () => {
    loginAs(2);
    renderApp('/users/999999');
    expect(
      await screen.findByRole('heading', { name: 'Пользователь не найден' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('an unknown id is one not-found state with a way back to the users list, and the server’s message', async () => {
    loginAs(2);
    renderApp('/users/999999');
    expect(
      await screen.findByRole('heading', { name: 'Пользователь не найден' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку пользователей' })).toHaveAttribute(
      'href',
      '/users',
    );
    expect(screen.queryByRole('link', { name: 'К модерации видео' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map(({ message }) => message)).toEqual([
        'Пользователь не найден',
      ]),
    );
  });
});
