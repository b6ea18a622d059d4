import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { recordConsole } from '@/test/console';
import { reloadsOf, sendHeldDecisions } from '@/test/session';
import { bodyRows, loadedTable } from '@/test/table';
import { recordPaths } from '@/test/requests';

describe('videos list: undo', () => {
  it('`Отменить` takes an approval back: the row waits again and the server hears nothing', async () => {
    const user = userEvent.setup();
    const approvals = recordPaths(/\/videos\/\d+\/approve$/);
    const trail = db.audit.length;
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    expect(within(row).getByText('Опубликовано')).toBeInTheDocument();
    const notice = (await screen.findByText(/одобрено$/)).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(notice).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(within(row).getByText('На модерации')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(/одобрено$/)).not.toBeInTheDocument());
    await sendHeldDecisions();
    expect(approvals).toEqual([]);
    // Nothing reached the server, so the audit trail has nothing of it
    // (docs/product.md#audit-trail).
    expect(db.audit).toHaveLength(trail);
  });

  it('a list fetched again while the decision is held still shows it', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { session } = renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const row = bodyRows(grid)[0]!;
    const title = within(row).getAllByRole('link')[0]!.textContent!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    await session.queryClient.refetchQueries({ queryKey: ['videos'] });
    const again = bodyRows(grid).find((candidate) => within(candidate).queryByText(title))!;
    expect(within(again).getByText('Опубликовано')).toBeInTheDocument();
  });

  it('`Выйти` sends the held decision before the session ends', async () => {
    const user = userEvent.setup();
    const approvals = recordPaths(/\/videos\/\d+\/approve$/);
    const sent = recordPaths(/\/videos\/\d+\/approve$|\/auth\/logout$/);
    // The page reloads once the session is over; jsdom stays, and a call made meanwhile may reach
    // the layout's boundary as the ended session (said on the console, by React and the router).
    const errors = recordConsole('error');
    const warnings = recordConsole('warn');
    loginAs(2);
    const { session } = renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(approvals).toHaveLength(1));
    const id = Number(approvals[0]!.split('/').at(-2));
    await waitFor(() =>
      expect(db.videos.find((video) => video.id === id)!.status).toBe('published'),
    );
    // The session ends after the server answered the decision: the logout request, then the reload.
    await waitFor(() => expect(reloadsOf(session)).toBeGreaterThan(0));
    expect(sent.map((path) => path.split('/').at(-1))).toEqual(['approve', 'logout']);
    for (const error of errors)
      expect(String(error.join(' '))).toMatch(/Сессия завершена|AppLayout/);
    for (const warning of warnings)
      expect(warning).toEqual(['Warning: Error in route match: /_authenticated/']);
  });
});

describe('videos list: Ctrl+Z', () => {
  it('takes back the decision taken last, by the physical key, and closes its notification', async () => {
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const [first, second] = bodyRows(grid);
    await user.click(within(first!).getByRole('button', { name: /^Одобрить «/ }));
    await user.click(within(second!).getByRole('button', { name: /^Одобрить «/ }));
    await waitFor(() => expect(screen.getAllByText(/одобрено$/)).toHaveLength(2));
    fireEvent.keyDown(document.body, { code: 'KeyZ', key: 'я', ctrlKey: true });
    await waitFor(() => expect(within(second!).getByText('На модерации')).toBeInTheDocument());
    expect(within(first!).getByText('Опубликовано')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/одобрено$/)).toHaveLength(1));
    // Two decisions and their notifications on a loaded machine: more than the default 15 s.
  }, 30_000);
});
