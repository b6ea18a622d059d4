import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { DECISION_RETRY_DELAYS_MS } from '@/shared/actions/decision-retries';
import { sendHeldDecisions } from '@/test/session';
import { bodyRows, loadedTable } from '@/test/table';
import { recordRequests } from '@/test/requests';
import { videoIdOf } from './VideosPage.test-helpers';

/** The ids of the videos whose approval reaches the server, every try, in order. */
const recordApprovedIds = () =>
  recordRequests({ method: 'POST', path: /\/videos\/\d+\/approve$/ }, ({ path }) =>
    Number(path.split('/').at(-2)),
  );

/** The server answers approvals 500 while `failing()`; else the mock decides them. */
function approvalsFailWhile(failing: () => boolean) {
  server.use(
    http.post('*/api/admin/videos/:id/approve', () =>
      failing()
        ? HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 })
        : undefined,
    ),
  );
}

async function approveRows(count: number) {
  const user = userEvent.setup();
  loginAs(2);
  renderApp('/moderation/videos');
  const grid = await loadedTable('Видео');
  const rows = bodyRows(grid).slice(0, count);
  for (const row of rows)
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
  return { user, rows, ids: rows.map(videoIdOf) };
}

/** Past the undo window, and through every retry, on fake time that still runs on its own. */
async function sendAndRetryAll() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  let settled = false;
  const sending = sendHeldDecisions().then(() => (settled = true));
  while (!settled) await vi.advanceTimersByTimeAsync(250);
  await sending;
}

/** The row of video `id` as the table shows it now (rows are drawn anew as the list is fetched). */
function rowOf(id: number): HTMLElement | undefined {
  return screen
    .queryAllByRole('row')
    .find((row) => within(row).queryAllByRole('link')[0]?.getAttribute('href')?.endsWith(`/${id}`));
}

const bar = () => screen.findByRole('region', { name: 'Неотправленные решения' });

describe('held decisions the server fails', () => {
  afterEach(() => vi.useRealTimers());

  it('are sent again after 1 s, 2 s…; one that then goes through is said nowhere', async () => {
    let failures = 2;
    approvalsFailWhile(() => failures-- > 0);
    const approvals = recordApprovedIds();
    const { ids } = await approveRows(1);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const sending = sendHeldDecisions();
    await waitFor(() => expect(approvals).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(DECISION_RETRY_DELAYS_MS[0]!);
    await waitFor(() => expect(approvals).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(DECISION_RETRY_DELAYS_MS[1]!);
    await sending;
    expect(approvals).toEqual([ids[0], ids[0], ids[0]]);
    expect(db.videos.find((video) => video.id === ids[0])!.status).toBe('published');
    expect(screen.queryByText('Внутренняя ошибка сервера')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Не отправлено/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Неотправленные решения' })).toBeNull();
  });

  it('when every try fails: the rows say each try, one notice counts them, the lasting bar, the rows marked; «Повторить все» sends each once', async () => {
    let failing = true;
    approvalsFailWhile(() => failing);
    const approvals = recordApprovedIds();
    const { user, rows, ids } = await approveRows(2);
    const titles = rows.map(
      (row) =>
        /^Одобрить «(.*)»$/.exec(
          within(row)
            .getByRole('button', { name: /^Одобрить «/ })
            .getAttribute('aria-label')!,
        )![1]!,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const sending = sendHeldDecisions().then(() => (settled = true));
    // While they are sent again, the rows show the decision and say that it is on its way, which try.
    await waitFor(() => expect(approvals).toHaveLength(2));
    for (const id of ids) {
      const row = await waitFor(() => {
        const found = rowOf(id)!;
        expect(within(found).getByText('Отправляется… 2 из 6')).toBeInTheDocument();
        return found;
      });
      expect(within(row).getByTitle('Отправляется: попытка 2 из 6')).toBeInTheDocument();
      expect(within(row).getByText('Опубликовано')).toBeInTheDocument();
    }
    while (!settled) await vi.advanceTimersByTimeAsync(250);
    await sending;
    expect(approvals).toHaveLength(2 * (DECISION_RETRY_DELAYS_MS.length + 1));
    expect(screen.queryByText(/^Отправляется…/)).toBeNull();

    // One notice counts the failures; each line names its video and the server's message.
    const notice = await waitFor(() => {
      const [counting, ...others] = screen
        .getAllByRole('alert')
        .filter((alert) => alert.textContent?.includes('Не отправлено: 2'));
      expect(others).toEqual([]);
      return counting!;
    });
    expect(within(notice).getByText('Не отправлено: 2')).toBeInTheDocument();
    for (const title of titles)
      expect(notice).toHaveTextContent(`Видео «${title}» одобрено — Внутренняя ошибка сервера`);
    const lasting = await bar();
    const status = within(lasting).getByRole('status');
    expect(status).toHaveTextContent(/^Не отправлено: 2 видео №\d+, видео №\d+$/);
    for (const id of ids) expect(status).toHaveTextContent(`видео №${id}`);
    // The rows are back as the server has them, and say what did not go out.
    for (const id of ids) {
      await waitFor(() => expect(within(rowOf(id)!).getByText('На модерации')).toBeInTheDocument());
      expect(within(rowOf(id)!).getByTitle('Не отправлено: одобрение')).toBeInTheDocument();
    }
    // The notifications close after 5 s; the bar stays.
    await vi.advanceTimersByTimeAsync(6000);
    await waitFor(() => expect(screen.queryByText(/^Видео «.*» одобрено — /)).toBeNull());
    expect(await bar()).toBeInTheDocument();

    failing = false;
    approvals.length = 0;
    await user.click(within(lasting).getByRole('button', { name: 'Повторить все' }));
    expect(await screen.findByText('Решения отправлены')).toBeInTheDocument();
    expect(approvals.sort()).toEqual([...ids].sort());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Неотправленные решения' })).toBeNull(),
    );
    for (const id of ids)
      expect(db.videos.find((video) => video.id === id)!.status).toBe('published');
    // Fetched again: the published videos have left the queue, and nothing is marked.
    await waitFor(() => expect(ids.map(rowOf)).toEqual([undefined, undefined]));
    expect(screen.queryByTitle('Не отправлено: одобрение')).toBeNull();
  });

  it('«Не отправлять» drops them after a question: the bar and the marks go, the server never hears', async () => {
    approvalsFailWhile(() => true);
    const approvals = recordApprovedIds();
    const { user, ids } = await approveRows(1);
    await sendAndRetryAll();
    vi.useRealTimers();
    const lasting = await bar();
    await user.click(within(lasting).getByRole('button', { name: 'Не отправлять' }));
    const question = await screen.findByRole('dialog', { name: 'Не отправлять решения?' });
    expect(question).toHaveTextContent(`Решения не дойдут до сервера: видео №${ids[0]}.`);
    const tries = approvals.length;
    await user.click(within(question).getByRole('button', { name: 'Не отправлять' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Неотправленные решения' })).toBeNull(),
    );
    expect(screen.queryByTitle('Не отправлено: одобрение')).toBeNull();
    expect(approvals).toHaveLength(tries);
    expect(db.videos.find((video) => video.id === ids[0])!.status).toBe('moderation');
  });

  it('deciding a marked row again replaces what failed to go out', async () => {
    let failing = true;
    approvalsFailWhile(() => failing);
    const { user, ids } = await approveRows(1);
    await sendAndRetryAll();
    vi.useRealTimers();
    await bar();
    failing = false;
    await waitFor(() =>
      expect(within(rowOf(ids[0]!)!).getByText('На модерации')).toBeInTheDocument(),
    );
    await user.click(within(rowOf(ids[0]!)!).getByRole('button', { name: /^Одобрить «/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Неотправленные решения' })).toBeNull(),
    );
    expect(screen.queryByTitle('Не отправлено: одобрение')).toBeNull();
    await sendHeldDecisions();
    expect(db.videos.find((video) => video.id === ids[0])!.status).toBe('published');
  });
});
