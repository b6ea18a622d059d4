import { notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { sendHeldDecisions } from '@/shared/api/held-decisions';

/** Every decision the server receives, in order. */
function recordDecisions() {
  const calls: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !/\/videos\/\d+\/(approve|reject)$/.test(path)) return;
    const text = await request.clone().text();
    calls.push({ path, body: text ? JSON.parse(text) : undefined });
  });
  return calls;
}

function waitingVideos() {
  return db.videos
    .filter((video) => video.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function openVideo(id: number, as: 1 | 2 = 2) {
  loginAs(as);
  const view = renderApp(`/moderation/videos/${id}`);
  await screen.findByRole('form', { name: 'Данные видео' });
  return view;
}

/** What a key on a Russian layout sends: the Cyrillic character, with the physical key's code. */
function pressOnRussianLayout(code: string, key: string, init: KeyboardEventInit = {}) {
  fireEvent.keyDown(document.body, { key, code, ...init });
}

describe('video page: keyboard', () => {
  it('A approves by the physical key, also on a Russian layout (the key sends «ф»)', async () => {
    const video = waitingVideos()[0]!;
    const decisions = recordDecisions();
    await openVideo(video.id);
    pressOnRussianLayout('KeyA', 'ф');
    expect(await screen.findByText(`Видео «${video.title}» одобрено`)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(decisions).toEqual([
      { path: `/api/admin/videos/${video.id}/approve`, body: { expectedStatus: 'moderation' } },
    ]);
  });

  it('R opens the reject dialog by the physical key on a Russian layout («к»)', async () => {
    await openVideo(waitingVideos()[0]!.id);
    pressOnRussianLayout('KeyR', 'к');
    expect(await screen.findByRole('dialog', { name: 'Отклонить видео' })).toBeInTheDocument();
  });

  it('keys do nothing while typing in a field', async () => {
    const user = userEvent.setup();
    const decisions = recordDecisions();
    await openVideo(waitingVideos()[0]!.id);
    await user.type(screen.getByRole('textbox', { name: /Описание/ }), 'a r');
    await delay(50);
    expect(decisions).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Ctrl+S saves from inside a field and keeps the browser from opening «Save page as»', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') patches.push(await request.clone().json());
    });
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    const title = screen.getByRole('textbox', { name: /Название/ });
    await user.clear(title);
    await user.type(title, 'Новое название');
    const event = new KeyboardEvent('keydown', {
      key: 's',
      code: 'KeyS',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    title.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ title: 'Новое название' });
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('Ctrl+S with nothing changed sends nothing but still keeps the browser dialog away', async () => {
    const patches: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') patches.push(request.url);
    });
    await openVideo(waitingVideos()[0]!.id);
    const event = new KeyboardEvent('keydown', {
      key: 'ы',
      code: 'KeyS',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await delay(50);
    expect(patches).toEqual([]);
  });

  it('names both layouts in the shortcut hint', async () => {
    await openVideo(waitingVideos()[0]!.id);
    expect(screen.getByText('A / Ф')).toBeInTheDocument();
    expect(screen.getByText('R / К')).toBeInTheDocument();
  });
});

describe('video page: deciding', () => {
  it('a double click approves once (and the key while it is on its way does nothing)', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      // The first call waits until both clicks and the key press have happened.
      http.post('*/api/admin/videos/:id/approve', async () => {
        await held;
        return undefined;
      }),
    );
    const decisions = recordDecisions();
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    const approve = screen.getByRole('button', { name: /^Одобрить\s*A$/ });
    await user.dblClick(approve);
    pressOnRussianLayout('KeyA', 'ф');
    expect(await screen.findByText(`Видео «${video.title}» одобрено`)).toBeInTheDocument();
    // Approved now: approving again is not offered.
    await waitFor(() => expect(approve).toBeDisabled());
    // The undo window ends (as when the page is left): one call goes out.
    const sent = sendHeldDecisions();
    answer();
    await sent;
    expect(decisions).toHaveLength(1);
  });

  it('a reject that fails once sent says why, puts the video back and retries with the same reason', async () => {
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

    // The undo window ends; the server fails: the video is waiting again and nothing is lost.
    // Sent without waiting for its refetches: the failure's notification closes 5 s after it shows.
    const sending = sendHeldDecisions();
    const failure = (await screen.findByText('Сервер перегружен')).closest('[role="alert"]');
    expect(await screen.findByText('На модерации')).toBeInTheDocument();
    await user.click(within(failure as HTMLElement).getByRole('button', { name: 'Повторить' }));
    await sending;

    await waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({
      path: `/api/admin/videos/${video.id}/reject`,
      body: { reason: 'Плохое качество звука', expectedStatus: 'moderation' },
    });
    expect(await screen.findByText('Отклонено')).toBeInTheDocument();
    expect(db.videos.find((item) => item.id === video.id)!.rejectReason).toBe(
      'Плохое качество звука',
    );
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
    pressOnRussianLayout('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${second!.id}`),
    );
    await sendHeldDecisions();
    expect(db.videos.find((video) => video.id === first!.id)!.status).toBe('published');
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

    pressOnRussianLayout('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${byViews[3]!.id}`),
    );
    // And the next one after that keeps following the same list.
    await screen.findByRole('heading', { name: byViews[3]!.title });
    pressOnRussianLayout('KeyA', 'Ф', { shiftKey: true });
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
    pressOnRussianLayout('KeyA', 'Ф', { shiftKey: true });
    expect(await screen.findByText('Список недоступен')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/moderation/videos/${video.id}`);
    await delay(50);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('video page: not found', () => {
  it('an unknown id is a not-found state with a way back to the list, and the server’s message (SPEC §8)', async () => {
    loginAs(2);
    renderApp('/moderation/videos/999999');
    expect(await screen.findByRole('heading', { name: 'Видео не найдено' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку видео' })).toHaveAttribute(
      'href',
      '/moderation/videos',
    );
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map(({ message }) => message)).toEqual([
        'Видео не найдено',
      ]),
    );
  });
});

describe('video form: contests', () => {
  it('offers no finished or cancelled contest', async () => {
    const user = userEvent.setup();
    const video = db.videos.find((v) => v.contestId === null)!;
    await openVideo(video.id);
    const form = screen.getByRole('form', { name: 'Данные видео' });
    await user.click(within(form).getByRole('combobox', { name: 'Конкурс' }));
    const closed = db.contests.filter((c) => c.status === 'finished' || c.status === 'cancelled');
    const open = db.contests.filter((c) => c.status === 'active' || c.status === 'draft');
    expect(closed.length).toBeGreaterThan(0);
    const offered = () =>
      screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
    await waitFor(() => expect(offered()).toContain(open[0]!.title));
    for (const contest of closed) expect(offered()).not.toContain(contest.title);
  });
});
