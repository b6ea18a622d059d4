import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID, MODERATOR_ID } from '@mocks/testing';
import { press } from '@/test/keys';
import { recordPosts } from '@/test/requests';
import { loginAs, renderApp } from '@/test/render';
import { bodyRows, loadedTable } from '@/test/table';
import { videoIdOf } from './VideosPage.test-helpers';

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('video queue: a second opinion', { timeout: 90_000 }, () => {
  it('E on the active row asks with a note; the video leaves the queue', async () => {
    const user = userEvent.setup();
    const sent = recordPosts(/\/escalate$/);
    loginAs(MODERATOR_ID);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    press('KeyJ', 'о');
    const active = grid.querySelector<HTMLElement>('tbody tr[data-active]')!;
    const id = videoIdOf(active);
    press('KeyE', 'у');
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /В чём сомнение/ }),
      'Похоже на скрытую рекламу',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(await screen.findByText('Запрос второго мнения отправлен')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: `/api/admin/videos/${id}/escalate`, body: { note: 'Похоже на скрытую рекламу' } },
    ]);
    await waitFor(() => expect(bodyRows(grid).map(videoIdOf)).not.toContain(id));
  });

  it('shows an administrator a waiting video marked with who asked, E on it says who asked', async () => {
    const video = db.videos
      .filter((row) => row.status === 'moderation')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
    db.escalations.push({
      id: 1,
      queue: 'videos',
      itemId: video.id,
      note: 'Сомневаюсь',
      askedById: MODERATOR_ID,
      askedAt: new Date().toISOString(),
      state: 'waiting',
      answeredById: null,
      answeredAt: null,
      answer: null,
    });
    loginAs(ADMIN_ID);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const row = (await within(grid).findByText('второе мнение: просит moderator')).closest('tr')!;
    expect(videoIdOf(row)).toBe(video.id);
    // The row offers its decisions, not a second request: E on it says who asked already.
    expect(within(row).queryByRole('button', { name: /Нужно второе мнение/ })).toBeNull();
    // The oldest first: the queue starts on it.
    await waitFor(() => expect(grid.querySelector('tbody tr[data-active]')).toBe(row));
    press('KeyE', 'у');
    expect(await screen.findByText('Ждёт второго мнения: просит moderator')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Нужно второе мнение' })).toBeNull();
  });
});
