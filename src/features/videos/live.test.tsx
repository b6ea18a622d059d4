import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colleagueUser } from '@mocks/colleague';
import { db } from '@mocks/db';
import { readFrames } from '@mocks/live-testing';
import { call } from '@mocks/testing';
import { currentSession } from '@/test/session';
import { loginAs, renderApp } from '@/test/render';
import { holdAnswers, recordRequests } from '@/test/requests';

/**
 * Live queues (docs/product.md#live-queues) on the videos list: a colleague's claim and decision
 * reach the rows through the real `GET /events` of the mock, with no list fetched again.
 */

/** EventSource as the browser has it, over fetch (jsdom has none): enough for the live stream. */
class FetchEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = FetchEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  private readonly abort = new AbortController();
  static opened: string[] = [];
  constructor(url: string) {
    FetchEventSource.opened.push(url);
    void this.run(url);
  }
  private async run(url: string) {
    try {
      const response = await fetch(url, {
        headers: { Accept: 'text/event-stream' },
        signal: this.abort.signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(String(response.status));
      this.readyState = FetchEventSource.OPEN;
      this.onopen?.();
      const { next } = readFrames(response.body);
      for (;;) {
        const frame = await next();
        const data = JSON.stringify(frame.data);
        for (const listener of this.listeners.get(frame.event) ?? [])
          listener(new MessageEvent(frame.event, { data }));
      }
    } catch {
      if (this.readyState === FetchEventSource.CLOSED) return;
      this.readyState = FetchEventSource.CLOSED;
      this.onerror?.();
    }
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FetchEventSource.CLOSED;
    this.abort.abort();
  }
}

beforeEach(() => {
  FetchEventSource.opened = [];
  vi.stubGlobal('EventSource', FetchEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** The oldest waiting video: first on the first page of the queue (first come first served). */
const oldestWaiting = () =>
  db.videos
    .filter((video) => video.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;

describe('videos list: live', () => {
  it("shows a colleague's claim and decision on the row, in place, without fetching the list", async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await waitFor(() => expect(currentSession().live.open).toBe(true));
    const badge = screen.getByRole('navigation', { name: 'Основная навигация' });
    const waiting = db.videos.filter((video) => video.status === 'moderation').length;
    await within(badge).findByLabelText(`${waiting} в очереди`);
    expect(screen.getByTestId('table-total')).toHaveTextContent(`Всего: ${waiting}`);

    const listCalls = recordRequests(
      { method: 'GET', path: /^\/api\/admin\/videos$/ },
      ({ url }) => url.search,
    );

    const video = oldestWaiting();
    const row = () => within(grid).getByRole('link', { name: video.title }).closest('tr')!;
    const rowsBefore = within(grid).getAllByRole('row');
    const colleague = colleagueUser()!;
    expect(
      (await call(`/videos/${video.id}/claim`, { method: 'POST', as: colleague.id })).status,
    ).toBe(200);
    expect(await within(row()).findByText(`проверяет ${colleague.nickname}`)).toBeInTheDocument();

    await call(`/videos/${video.id}/approve`, { method: 'POST', as: colleague.id });
    expect(await within(row()).findByText('Опубликовано')).toBeInTheDocument();
    expect(within(row()).queryByText(`проверяет ${colleague.nickname}`)).not.toBeInTheDocument();
    await within(badge).findByLabelText(`${waiting - 1} в очереди`);
    // The list's total says what the menu's counter says, though the decided row stays in sight.
    expect(screen.getByTestId('table-total')).toHaveTextContent(`Всего: ${waiting - 1}`);
    // The row stays where it was, and so does every other one.
    const rowsAfter = within(grid).getAllByRole('row');
    expect(rowsAfter).toHaveLength(rowsBefore.length);
    expect(rowsAfter.filter((element, index) => element !== rowsBefore[index])).toEqual([]);
    expect(listCalls).toEqual([]);
  });

  it('opens its stream only once the page’s first rows are in, however long they take', async () => {
    const tickets = recordRequests(
      { path: /^\/api\/admin\/events\/ticket$/ },
      ({ method }) => method,
    );
    const list = holdAnswers('get', 'videos');
    loginAs(2);
    renderApp('/moderation/videos');
    await screen.findByRole('table', { name: 'Видео' });
    // The profile and the counters are in; the rows are not: whatever idle time comes, no stream.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(tickets).toEqual([]);
    expect(FetchEventSource.opened).toEqual([]);
    expect(currentSession().live.starting).toBeNull();

    list.release();
    await screen.findByRole('link', { name: oldestWaiting().title });
    await waitFor(() => expect(currentSession().live.open).toBe(true));
    expect(tickets).toEqual(['POST']);
  });

  it('opens no stream while logged out, and one once logged in', async () => {
    const tickets = recordRequests(
      { path: /^\/api\/admin\/events\/ticket$/ },
      ({ method }) => method,
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Логин'), 'moderator@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'moder123');
    expect(tickets).toEqual([]);
    expect(FetchEventSource.opened).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('table', { name: 'Видео' });
    await waitFor(() => expect(currentSession().live.open).toBe(true));
    expect(tickets).toEqual(['POST']);
    expect(FetchEventSource.opened).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/api\/admin\/events\?ticket=[0-9a-f]{32}$/),
    ]);
  });
});
