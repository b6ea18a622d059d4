import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '@/test/render';
import { sendHeldDecisions } from '@/test/session';
import { bodyRows, loadedTable } from '@/test/table';
import { recordPaths } from '@/test/requests';

// The whole app renders per test; a cold first render on a busy machine takes long.
describe('videos list: the keyboard queue', { timeout: 60_000 }, () => {
  it('J moves down, A approves the active video (Russian layout), Enter opens the next one', async () => {
    const approvals = recordPaths(/\/approve$/);
    loginAs(2);
    const { router } = renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const rows = bodyRows(grid);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(document.body, { code: 'KeyJ', key: 'о' });
    await waitFor(() => expect(bodyRows(grid)[1]).toHaveAttribute('aria-current', 'true'));
    const second = within(rows[1]!).getAllByRole('link')[0]!.getAttribute('href')!;
    fireEvent.keyDown(document.body, { code: 'KeyA', key: 'ф' });
    expect(await screen.findByText(/одобрено$/)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(approvals).toEqual([`/api/admin${second.replace('/moderation', '')}/approve`]);
    expect(screen.getByRole('note', { name: 'Клавиши' })).toHaveTextContent('одобрить');
    fireEvent.keyDown(document.body, { code: 'Enter', key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/moderation\/videos\/\d+$/),
    );
    expect(router.state.location.pathname).not.toBe(second);
  });
});
