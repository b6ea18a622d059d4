import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { sendHeldDecisions } from '@/test/session';
import { press } from '@/test/keys';
import { CHANGES, recordRequests } from '@/test/requests';

/** `METHOD /path body` of every change sent about comments (the body of a POST). */
const recordCalls = () =>
  recordRequests({ method: CHANGES, path: /\/comments/ }, ({ method, path, text }) =>
    `${method} ${path} ${method === 'POST' ? text : ''}`.trim(),
  );

async function openComments(as: 1 | 2, query = '') {
  loginAs(as);
  const app = renderApp(`/moderation/comments${query}`);
  const grid = await screen.findByRole('table', { name: 'Комментарии' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return { grid, ...app };
}

const newestVisible = () =>
  db.comments
    .filter((c) => c.status === 'visible')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

// The whole app renders per test; a cold first render on a busy machine takes long.
describe('comments page', { timeout: 60_000 }, () => {
  it('lists comments newest first with author, video, complaints and status; the keys are shown', async () => {
    const { grid } = await openComments(2, '?status=visible');
    expect(screen.getByRole('heading', { name: 'Комментарии' })).toBeInTheDocument();
    const first = newestVisible()[0]!;
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getByText(first.text)).toBeInTheDocument();
    expect(
      within(row).getByRole('link', {
        name: db.users.find((u) => u.id === first.authorId)!.nickname,
      }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('link', {
        name: db.videos.find((v) => v.id === first.videoId)!.title,
      }),
    ).toBeInTheDocument();
    expect(within(row).getByText('Виден')).toBeInTheDocument();
    const legend = screen.getByRole('note', { name: 'Клавиши' });
    for (const text of ['скрыть', 'показать', 'выбрать'])
      expect(within(legend).getByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('только с жалобами')).not.toBeChecked();
  });

  it('«только с жалобами» filters through the URL', async () => {
    const user = userEvent.setup();
    const { router } = await openComments(2);
    await user.click(screen.getByLabelText('только с жалобами'));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ hasComplaints: true }),
    );
  });

  it('H hides the active comment on a Russian layout, optimistically; the keys move on', async () => {
    const calls = recordCalls();
    const { grid } = await openComments(2, '?status=visible');
    const first = newestVisible()[0]!;
    press('KeyH', 'р');
    const [row, next] = within(grid).getAllByRole('row').slice(1);
    await waitFor(() => expect(within(row!).getByText('Скрыт')).toBeInTheDocument());
    // The next comment is the keys' row, as in every queue.
    expect(next).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText(/^Комментарий №\d+ скрыт$/)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await sendHeldDecisions();
    expect(calls).toEqual([`POST /api/admin/comments/${first.id}/hide`]);
    expect(db.comments.find((c) => c.id === first.id)!.status).toBe('hidden');
  });

  it('U shows a hidden comment again and moves on; H on it only says it is hidden', async () => {
    const calls = recordCalls();
    const { grid } = await openComments(2, '?status=hidden');
    const first = db.comments
      .filter((c) => c.status === 'hidden')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    press('KeyH', 'р');
    expect(await screen.findByText('Комментарий уже скрыт')).toBeInTheDocument();
    press('KeyU', 'г');
    expect(await screen.findByText(/^Комментарий №\d+ снова виден$/)).toBeInTheDocument();
    expect(within(grid).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
    // Back on the comment just shown: U has nothing to do there, and says so.
    press('KeyK', 'л');
    press('KeyU', 'г');
    expect(await screen.findByText('Комментарий не скрыт')).toBeInTheDocument();
    await sendHeldDecisions();
    expect(calls).toEqual([`POST /api/admin/comments/${first.id}/restore`]);
  });

  it('X selects rows for bulk; bulk hide asks, counting only the comments it hides, and sends those', async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    const { grid } = await openComments(2);
    // The first rows of the list, one of them already hidden.
    const rows = [...db.comments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const hiddenAt = rows.findIndex((c) => c.status === 'hidden');
    expect(hiddenAt).toBeGreaterThanOrEqual(0);
    expect(hiddenAt).toBeLessThan(within(grid).getAllByRole('row').length - 4);
    const ticked = rows.slice(0, hiddenAt + 3);
    for (let i = 0; i < ticked.length; i++) {
      press('KeyX', 'ч');
      press('KeyJ', 'о');
    }
    expect(await screen.findByText(`Выбрано: ${ticked.length}`)).toBeInTheDocument();
    const visible = ticked.filter((c) => c.status === 'visible');
    const hiddenCount = ticked.length - visible.length;
    const bar = screen.getByRole('region', { name: 'Действия с выбранными' });

    await user.click(within(bar).getByRole('button', { name: 'Скрыть' }));
    let dialog = await screen.findByRole('dialog', {
      name: `Скрыть комментарии: ${visible.length}?`,
    });
    expect(dialog).toHaveTextContent(
      `Пользователи перестанут их видеть; вернуть можно кнопкой «Показать». Уже скрытые (${hiddenCount}) останутся как есть.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'Скрыть' }));
    dialog = await screen.findByRole('dialog', { name: `Скрыть комментарии: ${visible.length}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Скрыть' }));
    expect(await screen.findByText(`Скрыто комментариев: ${visible.length}`)).toBeInTheDocument();
    expect(calls).toEqual([
      `POST /api/admin/comments/bulk ${JSON.stringify({ ids: visible.map((c) => c.id), action: 'hide' })}`,
    ]);
  });

  it('bulk show asks too; a hidden comment alone offers no bulk hide', async () => {
    const user = userEvent.setup();
    await openComments(2, '?status=hidden');
    press('KeyX', 'ч');
    const bar = await screen.findByRole('region', { name: 'Действия с выбранными' });
    expect(within(bar).getByRole('button', { name: 'Скрыть' })).toBeDisabled();
    await user.click(within(bar).getByRole('button', { name: 'Показать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Показать комментарий?' });
    expect(dialog).toHaveTextContent('Пользователи снова будут их видеть.');
  });

  it('delete is for administrators and asks first', async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    const { grid } = await openComments(1, '?status=visible');
    const first = newestVisible()[0]!;
    const row = within(grid).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: `Удалить комментарий №${first.id}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить комментарий?' });
    expect(
      within(dialog).getByText('Комментарии и жалобы на них будут удалены безвозвратно.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Комментарий удалён')).toBeInTheDocument();
    expect(calls).toEqual([`DELETE /api/admin/comments/${first.id}`]);
  });

  it('a moderator has no delete', async () => {
    const { grid } = await openComments(2);
    expect(within(grid).queryAllByRole('button', { name: /^Удалить комментарий/ })).toHaveLength(0);
  });
});
