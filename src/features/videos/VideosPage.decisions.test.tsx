import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { holdAnswers, recordPaths } from '@/test/requests';
import { sendHeldDecisions, currentSession } from '@/test/session';
import { recordNotifications, shownNotifications } from '@/test/notifications';
import { bodyRows, loadedTable } from '@/test/table';
import { videoIdOf } from './VideosPage.test-helpers';

describe('videos list: deciding from the rows', () => {
  it('two overlapping decisions: the one that fails rolls back only its own row', async () => {
    const user = userEvent.setup();
    let failFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (failFirst = resolve));
    loginAs(2);
    // Every status, so that a decided row stays in the list; newest first, where the waiting ones are.
    renderApp('/moderation/videos?status=all&order=desc');
    const grid = await loadedTable('Видео');
    const [rowA, rowB] = bodyRows(grid);
    const idA = videoIdOf(rowA!);
    server.use(
      http.post('*/api/admin/videos/:id/approve', async ({ params }) => {
        if (Number(params.id) !== idA) return undefined;
        await firstHeld;
        // Refused for good (a failure that may pass is sent again: VideosPage.unsent.test.tsx).
        return HttpResponse.json({ message: 'Видео заблокировано' }, { status: 409 });
      }),
    );
    const approveIn = (row: HTMLElement) =>
      within(row).getByRole('button', { name: /^Одобрить «/ });
    // Both rows must be waiting for the buttons to be enabled; pick the list's first two waiting rows.
    await user.click(approveIn(rowA!));
    await user.click(approveIn(rowB!));
    expect(within(rowA!).getByText('Опубликовано')).toBeInTheDocument();
    await waitFor(() => expect(within(rowB!).getByText('Опубликовано')).toBeInTheDocument());
    const sent = sendHeldDecisions();
    failFirst();
    await sent;
    expect(await screen.findByText('Видео заблокировано')).toBeInTheDocument();
    await waitFor(() => expect(within(rowA!).queryByText('Опубликовано')).not.toBeInTheDocument());
    // B was approved on the server: it stays approved on screen, with approve still disabled.
    expect(within(rowB!).getByText('Опубликовано')).toBeInTheDocument();
    expect(approveIn(rowB!)).toBeDisabled();
  });

  it('a double click on a row approves once', async () => {
    const user = userEvent.setup();
    const approval = holdAnswers('post', 'videos/:id/approve');
    const approvals = recordPaths(/\/videos\/\d+\/approve$/);
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const row = bodyRows(grid)[0]!;
    const approve = within(row).getByRole('button', { name: /^Одобрить «/ });
    await user.dblClick(approve);
    expect(approve).toBeDisabled();
    await screen.findByText(/одобрено$/);
    // The undo window ends (as when the page is left): the one decision goes out.
    const sent = sendHeldDecisions();
    approval.release();
    await sent;
    expect(approvals).toHaveLength(1);
  });

  it('a background refetch that fails keeps the rows, says so under them and in the red notification', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    server.use(
      http.get('*/api/admin/videos', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    await currentSession().queryClient.refetchQueries({ queryKey: ['videos'] });
    expect(await screen.findByText(/Не удалось обновить/)).toBeInTheDocument();
    expect(bodyRows(grid)).toHaveLength(20);
    await waitFor(() => expect(shownNotifications()).toEqual(['Внутренняя ошибка сервера']));
  });

  it('a failed first load shows the error in place with «Повторить», and the red notification once', async () => {
    server.use(
      http.get('*/api/admin/videos', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    const notices = recordNotifications();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    expect(await within(grid).findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(within(grid).getByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
    await waitFor(() => expect(notices()).toEqual(['Внутренняя ошибка сервера']));
    await delay(50);
    expect(notices()).toEqual(['Внутренняя ошибка сервера']);
  });
});
