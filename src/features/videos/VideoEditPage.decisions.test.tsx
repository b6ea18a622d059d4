import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { DECISION_RETRY_DELAYS_MS } from '@/shared/actions/decision-retries';
import { sendHeldDecisions } from '@/test/session';
import { recordDecisions, waitingVideos, openVideo } from './VideoEditPage.test-helpers';
import { press } from '@/test/keys';
import { holdAnswers } from '@/test/requests';

describe('video page: deciding', () => {
  it('a double click approves once (and the key while it is on its way does nothing)', async () => {
    const user = userEvent.setup();
    // The first call waits until both clicks and the key press have happened.
    const approval = holdAnswers('post', 'videos/:id/approve');
    const decisions = recordDecisions();
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    const approve = screen.getByRole('button', { name: /^Одобрить\s*A$/ });
    await user.dblClick(approve);
    press('KeyA', 'ф');
    expect(await screen.findByText(`Видео «${video.title}» одобрено`)).toBeInTheDocument();
    // Approved now: approving again is not offered.
    await waitFor(() => expect(approve).toBeDisabled());
    // The undo window ends (as when the page is left): one call goes out.
    const sent = sendHeldDecisions();
    approval.release();
    await sent;
    expect(decisions).toHaveLength(1);
  });

  it('a reject the server fails once is sent again by itself, with the same reason, and goes through quietly', async () => {
    const user = userEvent.setup();
    let failures = 1;
    server.use(
      http.post('*/api/admin/videos/:id/reject', () => {
        if (failures-- > 0) {
          return HttpResponse.json({ message: 'Сервер перегружен' }, { status: 503 });
        }
        return undefined;
      }),
    );
    const video = waitingVideos()[0]!;
    const decisions = recordDecisions();
    await openVideo(video.id);
    await user.click(screen.getByRole('button', { name: /^Отклонить\s*R$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить видео' });
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), 'Плохое качество звука');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(`Видео «${video.title}» отклонено`)).toBeInTheDocument();

    // The undo window ends; the server fails once: the decision waits a second and goes again.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const sending = sendHeldDecisions();
    await waitFor(() => expect(decisions).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(DECISION_RETRY_DELAYS_MS[0]!);
    await sending;

    expect(decisions).toHaveLength(2);
    expect(decisions[1]).toEqual({
      path: `/api/admin/videos/${video.id}/reject`,
      body: { reason: 'Плохое качество звука', expectedStatus: 'moderation' },
    });
    expect(db.videos.find((item) => item.id === video.id)!.rejectReason).toBe(
      'Плохое качество звука',
    );
    expect(screen.getAllByText('Отклонено').length).toBeGreaterThan(0);
    expect(screen.queryByText('Сервер перегружен')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Не отправлено/)).not.toBeInTheDocument();
  });

  it('the title field stops at the real limit (150) and counts', async () => {
    const user = userEvent.setup();
    await openVideo(waitingVideos()[0]!.id);
    const title = screen.getByRole('textbox', { name: /Название/ });
    await user.clear(title);
    await user.click(title);
    await user.paste('я'.repeat(160));
    expect(title).toHaveValue('я'.repeat(150));
    expect(title).toHaveAttribute('maxlength', '150');
    expect(screen.getByText('150 / 150')).toBeInTheDocument();
  });
});

describe('video page: approve and next', () => {
  it('opened directly, Shift+A approves and opens the oldest waiting video', async () => {
    const [first, second] = waitingVideos();
    const { router } = await openVideo(first!.id);
    press('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${second!.id}`),
    );
    await sendHeldDecisions();
    expect(db.videos.find((video) => video.id === first!.id)!.status).toBe('published');
  });

  it('one order everywhere: opened directly, «and next» goes where the queue’s default list goes', async () => {
    loginAs(2);
    const list = renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
    // The rows' titles in the list's default order (the first link of a row is its title).
    const titles = within(grid)
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) => within(row).getAllByRole('link')[0]!.textContent);
    list.unmount();
    const [first, second] = waitingVideos();
    expect(titles).toEqual([first!.title, second!.title]);

    // A fresh tab on the list's first video: «and next» opens the list's second row.
    const { router } = await openVideo(first!.id);
    press('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${second!.id}`),
    );
  });

  it('opened from a list, Shift+A opens the next row of that list (its filters and order)', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/moderation/videos?status=moderation&sort=views&order=desc');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
    const byViews = waitingVideos().sort((a, b) => b.views - a.views);
    // The third row: «next» is the fourth, not the oldest in the queue.
    await user.click(within(grid).getByRole('link', { name: byViews[2]!.title }));
    await screen.findByRole('form', { name: 'Данные видео' });
    expect(router.state.location.pathname).toBe(`/moderation/videos/${byViews[2]!.id}`);

    press('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${byViews[3]!.id}`),
    );
    // And the next one after that keeps following the same list.
    await screen.findByRole('heading', { name: byViews[3]!.title });
    press('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${byViews[4]!.id}`),
    );
  });

  it('with unsaved edits asks first; «stay» keeps the edits and decides nothing', async () => {
    const user = userEvent.setup();
    const decisions = recordDecisions();
    const video = waitingVideos()[0]!;
    const { router } = await openVideo(video.id);
    await user.type(screen.getByRole('textbox', { name: /Описание/ }), ' дополнение');
    await user.click(screen.getByRole('button', { name: /^Одобрить и следующее/ }));
    const ask = await screen.findByRole('dialog', { name: 'Несохранённые изменения' });
    await user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await delay(50);
    expect(decisions).toEqual([]);
    expect(router.state.location.pathname).toBe(`/moderation/videos/${video.id}`);
    expect(screen.getByRole('textbox', { name: /Описание/ })).toHaveValue(
      `${video.description} дополнение`,
    );
  });

  it('with unsaved edits asks first; «leave» decides and opens the next video without asking again', async () => {
    const user = userEvent.setup();
    const [first, second] = waitingVideos();
    const { router } = await openVideo(first!.id);
    await user.type(screen.getByRole('textbox', { name: /Описание/ }), ' дополнение');
    await user.click(screen.getByRole('button', { name: /^Одобрить и следующее/ }));
    const ask = await screen.findByRole('dialog', { name: 'Несохранённые изменения' });
    await user.click(within(ask).getByRole('button', { name: 'Уйти без сохранения' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${second!.id}`),
    );
    await sendHeldDecisions();
    expect(db.videos.find((video) => video.id === first!.id)!.status).toBe('published');
  });

  it('when the next video cannot be looked up, it stays on the page with the error shown', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const video = waitingVideos()[0]!;
    const { router } = await openVideo(video.id);
    server.use(
      http.get('*/api/admin/videos', () =>
        HttpResponse.json({ message: 'Список недоступен' }, { status: 500 }),
      ),
    );
    press('KeyA', 'Ф', { shiftKey: true });
    expect(await screen.findByText('Список недоступен')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/moderation/videos/${video.id}`);
    await delay(50);
    // One failure, one notification, saying what failed.
    expect(
      notificationsStore
        .getState()
        .notifications.filter(({ color }) => color === 'red')
        .map(({ title, message }) => [title, message]),
    ).toEqual([['Не удалось загрузить видео', 'Список недоступен']]);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
