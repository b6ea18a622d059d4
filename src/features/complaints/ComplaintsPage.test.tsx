import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { sendHeldDecisions } from '@/test/session';
import { press } from '@/test/keys';
import { recordPosts } from '@/test/requests';
import { openQueue, waitingOldestFirst } from './complaints.test-helpers';

const activeRow = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .find((row) => row.getAttribute('aria-current') === 'true');

// The whole app renders per test; a cold first render on a busy machine takes long.
describe('complaints queue', { timeout: 60_000 }, () => {
  it('opens on the new complaints, oldest first, with the target, reason, reporter and the keys', async () => {
    const { grid } = await openQueue('?targetType=comment');
    expect(screen.getByRole('heading', { name: 'Жалобы' })).toBeInTheDocument();
    // The status switch names the queues, each by its own tab.
    const queues = screen.getByRole('radiogroup', { name: 'Статус' });
    expect(within(queues).getAllByRole('radio')).toHaveLength(4);
    expect(within(queues).getByRole('radio', { name: 'Новые' })).toBeChecked();
    for (const name of ['Решённые', 'Отклонённые', 'Все'])
      expect(within(queues).getByRole('radio', { name })).not.toBeChecked();
    const oldest = waitingOldestFirst('comment')[0]!;
    const comment = db.comments.find((c) => c.id === oldest.targetId)!;
    const first = within(grid).getAllByRole('row')[1]!;
    expect(within(first).getByText(`«${comment.text}»`)).toBeInTheDocument();
    expect(
      within(first).getByText(db.complaintReasons.find((r) => r.id === oldest.reasonId)!.title),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('link', {
        name: db.users.find((u) => u.id === oldest.reporterId)!.nickname,
      }),
    ).toBeInTheDocument();
    expect(within(first).getByText(/жалоб на объект: \d+/)).toBeInTheDocument();
    // The keys, in one line above the rows (the whole sheet under «?»).
    const legend = screen.getByRole('note', { name: 'Клавиши' });
    for (const text of [
      'вниз',
      'вверх',
      'открыть',
      'нарушения нет',
      'скрыть контент',
      'заблокировать автора',
      'без действий',
      'все клавиши',
    ])
      expect(within(legend).getByText(text)).toBeInTheDocument();
  });

  it('J/K and the arrows move the active row on a Russian layout', async () => {
    const { grid } = await openQueue();
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(activeRow(grid)).toBe(rows[0]);
    press('KeyJ', 'о');
    press('ArrowDown', 'ArrowDown');
    await waitFor(() => expect(activeRow(grid)).toBe(rows[2]));
    press('KeyK', 'л');
    await waitFor(() => expect(activeRow(grid)).toBe(rows[1]));
    press('ArrowUp', 'ArrowUp');
    await waitFor(() => expect(activeRow(grid)).toBe(rows[0]));
  });

  it('Enter opens the panel (its id in the URL), it follows J, Escape closes it', async () => {
    const { router } = await openQueue('?targetType=user');
    press('KeyJ', 'о');
    press('Enter', 'Enter');
    const id = waitingOldestFirst('user')[1]!.id;
    const panel = await screen.findByRole('complementary', { name: 'Жалоба' });
    expect(within(panel).getByRole('heading', { name: `Жалоба №${id}` })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ complaintId: id });
    for (const name of ['Нарушения нет', 'Скрыть контент', 'Заблокировать автора', 'Без действий'])
      expect(within(panel).getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    press('KeyJ', 'о');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        complaintId: waitingOldestFirst('user')[2]!.id,
      }),
    );
    press('Escape', 'Escape');
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Жалоба' })).not.toBeInTheDocument(),
    );
  });

  it('H hides the comment of the active complaint and the keyboard moves on', async () => {
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    const { grid } = await openQueue('?targetType=comment');
    const [first, second] = waitingOldestFirst('comment');
    press('KeyH', 'р');
    expect(await screen.findByText(/^Жалоба №\d+: комментарий скрыт/)).toBeInTheDocument();
    // Held back for `Отменить` until the window ends (here: at once, as when the page is left).
    expect(calls).toEqual([]);
    await sendHeldDecisions();
    expect(calls).toEqual([
      {
        path: `/api/admin/complaints/${first!.id}/resolve`,
        body: { action: 'hide_content', note: '' },
      },
    ]);
    expect(db.comments.find((c) => c.id === first!.targetId)!.status).toBe('hidden');
    await waitFor(() =>
      expect(within(activeRow(grid)!).getByText(new RegExp(`^«${escape(second!)}`))).toBeTruthy(),
    );
  });

  it('a key that does not apply says why: H on a profile, B on a blocked author', async () => {
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    const first = waitingOldestFirst('user')[0]!;
    db.users.find((u) => u.id === first.targetUserId)!.status = 'blocked';
    await openQueue('?targetType=user');
    press('KeyH', 'р');
    expect(
      await screen.findByText('Профиль нельзя скрыть: заблокируйте автора'),
    ).toBeInTheDocument();
    press('KeyB', 'и');
    expect(await screen.findByText('Автор уже заблокирован')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('B asks for a reason (required) and blocks the author with it', async () => {
    const user = userEvent.setup();
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    await openQueue('?targetType=user');
    // An ordinary user: staff are blocked by administrators only.
    const first = waitingOldestFirst('user').find((c) => {
      const target = db.users.find((u) => u.id === c.targetUserId)!;
      return target.status === 'active' && target.roleIds.every((id) => id === 3);
    })!;
    // Move to that complaint: the first active one in the queue.
    const order = waitingOldestFirst('user');
    for (let i = 0; i < order.indexOf(first); i++) press('KeyJ', 'о');
    press('KeyB', 'и');
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать автора?' });
    const nickname = db.users.find((u) => u.id === first.targetUserId)!.nickname;
    expect(
      within(dialog).getByText(
        `${nickname} будет заблокирован без срока. Пользователь увидит причину.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Цифра — готовая причина, её можно исправить. Ctrl+Enter — отправить',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    expect(calls).toEqual([]);
    // Keys of the queue do nothing while the dialog is open.
    press('KeyH', 'р');
    await user.type(within(dialog).getByLabelText(/Причина блокировки/), 'Фейковый профиль');
    await user.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(
      await screen.findByText(/^Жалоба №\d+: пользователь .+ заблокирован$/),
    ).toBeInTheDocument();
    await sendHeldDecisions();
    expect(calls).toEqual([
      {
        path: `/api/admin/complaints/${first.id}/resolve`,
        body: { action: 'block_user', note: 'Фейковый профиль' },
      },
    ]);
    expect(db.users.find((u) => u.id === first.targetUserId)).toMatchObject({
      status: 'blocked',
      blockReason: 'Фейковый профиль',
    });
  });

  it.each([
    ['the administrator', 1, 'Заблокировать сотрудника может только администратор'],
    ['the moderator themselves', 2, 'Нельзя заблокировать самого себя'],
  ])('a complaint about %s: no block, B does nothing', async (_who, userId, why) => {
    const user = userEvent.setup();
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    const complaint = waitingOldestFirst('user')[0]!;
    Object.assign(complaint, { targetId: userId, targetUserId: userId });
    await openQueue(`?targetType=user&complaintId=${complaint.id}`);
    const block = await screen.findByRole('button', { name: /Заблокировать автора/ });
    expect(block).toHaveAttribute('aria-disabled', 'true');
    await user.hover(block);
    // The tooltip says why (to a screen reader too, as the button's description).
    await waitFor(() => expect(block).toHaveAccessibleDescription(why));
    await user.click(block);
    press('KeyB', 'и');
    // The other decisions stay: «Без действий» by its key asks for its note.
    press('KeyA', 'ф');
    expect(await screen.findByRole('dialog', { name: 'Без действий' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Заблокировать автора?' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('R rejects with an optional note sent by Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    await openQueue();
    const first = waitingOldestFirst()[0]!;
    press('KeyR', 'к');
    const dialog = await screen.findByRole('dialog', { name: 'Нарушения нет' });
    await user.type(
      within(dialog).getByLabelText('Примечание'),
      'Обычная критика{Control>}{Enter}{/Control}',
    );
    expect(await screen.findByText(/^Жалоба №\d+ отклонена: нарушения нет$/)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(calls).toEqual([
      {
        path: `/api/admin/complaints/${first.id}/reject`,
        body: { note: 'Обычная критика' },
      },
    ]);
  });

  it('a deep link to a complaint: the keys decide the complaint in the panel, and the message names it', async () => {
    const user = userEvent.setup();
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    const third = waitingOldestFirst()[2]!;
    const { grid } = await openQueue(`?complaintId=${third.id}`);
    const panel = await screen.findByRole('complementary', { name: 'Жалоба' });
    expect(
      await within(panel).findByRole('heading', { name: `Жалоба №${third.id}` }),
    ).toBeInTheDocument();
    // The row of the panel is the keyboard's, not the first row of the list.
    await waitFor(() => expect(activeRow(grid)).toBe(within(grid).getAllByRole('row')[3]));
    press('KeyR', 'к');
    const dialog = await screen.findByRole('dialog', { name: 'Нарушения нет' });
    await user.type(within(dialog).getByLabelText('Примечание'), '{Control>}{Enter}{/Control}');
    expect(
      await screen.findByText(`Жалоба №${third.id} отклонена: нарушения нет`),
    ).toBeInTheDocument();
    await sendHeldDecisions();
    expect(calls).toEqual([
      { path: `/api/admin/complaints/${third.id}/reject`, body: { note: '' } },
    ]);
  });

  it('keys do nothing while typing in the search field', async () => {
    const user = userEvent.setup();
    const calls = recordPosts(/\/complaints\/\d+\/(resolve|reject)$/);
    await openQueue();
    const search = screen.getByPlaceholderText('Поиск по тексту жалобы и автору');
    await user.click(search);
    fireEvent.keyDown(search, { code: 'KeyH', key: 'р' });
    await user.type(search, 'h');
    // A decision would be held for «Отменить»: the window ends now, so anything held goes out.
    await sendHeldDecisions();
    expect(calls).toEqual([]);
    expect(screen.queryByText(/^Жалоба №\d+:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search).toHaveValue('h');
  });

  it('? shows the shortcut sheet with the Russian letters', async () => {
    await openQueue();
    fireEvent.keyDown(document.body, { code: 'Slash', key: '?', shiftKey: true });
    const sheet = await screen.findByRole('dialog', { name: 'Клавиши' });
    expect(within(sheet).getByText('H / Р')).toBeInTheDocument();
    expect(within(sheet).getByText('заблокировать автора')).toBeInTheDocument();
  });
});

function escape(complaint: { targetId: number }) {
  const text = db.comments.find((c) => c.id === complaint.targetId)!.text;
  return text.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
