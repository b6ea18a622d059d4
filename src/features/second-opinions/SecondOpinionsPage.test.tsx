import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID, MODERATOR_ID } from '@mocks/testing';
import { ESCALATION_MESSAGES } from '@/contract/escalations';
import { press } from '@/test/keys';
import { recordPosts } from '@/test/requests';
import { loginAs, renderApp } from '@/test/render';
import { bodyRows, loadedTable } from '@/test/table';

/** A moderator's request about the oldest waiting video, as the server keeps it. */
function askedAboutVideo() {
  const video = db.videos
    .filter((row) => row.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
  db.escalations.push({
    id: 1,
    queue: 'videos',
    itemId: video.id,
    note: 'Похоже на скрытую рекламу',
    askedById: MODERATOR_ID,
    askedAt: new Date().toISOString(),
    state: 'waiting',
    answeredById: null,
    answeredAt: null,
    answer: null,
  });
  return video;
}

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('«Вторые мнения»', { timeout: 90_000 }, () => {
  it('lists what waits: the item, who asked, the note; «Решить» opens the item', async () => {
    const video = askedAboutVideo();
    loginAs(ADMIN_ID);
    renderApp('/second-opinions');
    expect(await screen.findByRole('heading', { name: 'Вторые мнения' })).toBeVisible();
    expect(screen.getByPlaceholderText('Поиск по записи, сомнению, нику')).toBeInTheDocument();
    const grid = await loadedTable('Вторые мнения');
    const [row] = bodyRows(grid);
    expect(within(row!).getByRole('link', { name: video.title })).toHaveAttribute(
      'href',
      `/moderation/videos/${video.id}`,
    );
    expect(within(row!).getByText('moderator')).toBeInTheDocument();
    expect(within(row!).getByText('Похоже на скрытую рекламу')).toBeInTheDocument();
    expect(within(row!).getByText('Видео')).toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: `Решить: ${video.title}` })).toHaveAttribute(
      'href',
      `/moderation/videos/${video.id}`,
    );
    // The menu counts what waits.
    const menuItem = screen.getByRole('link', { name: /Вторые мнения/ });
    expect(within(menuItem).getByText('1')).toBeInTheDocument();
  });

  it('hands an item back with a word: a short one is refused in place, then it leaves the list', async () => {
    const user = userEvent.setup();
    const video = askedAboutVideo();
    const sent = recordPosts(/\/escalation\/return$/);
    loginAs(ADMIN_ID);
    renderApp('/second-opinions');
    const grid = await loadedTable('Вторые мнения');
    await user.click(
      within(grid).getByRole('button', { name: `Вернуть в очередь: ${video.title}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Вернуть в очередь/ });
    const word = within(dialog).getByRole('textbox', { name: /Что передать модератору/ });
    await user.type(word, 'да');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть в очередь' }));
    expect(await within(dialog).findByText(ESCALATION_MESSAGES.answer)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(word);
    await user.type(word, 'Правила это допускают, решайте');
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть в очередь' }));
    expect(await screen.findByText(`«${video.title}» вернулось в очередь`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/admin/videos/${video.id}/escalation/return`,
        body: { note: 'Правила это допускают, решайте' },
      },
    ]);
    expect(await screen.findByText('Второго мнения никто не ждёт')).toBeInTheDocument();
  });

  it('«Начать» and Enter open the item; B hands it back', async () => {
    const user = userEvent.setup();
    const video = askedAboutVideo();
    loginAs(ADMIN_ID);
    const { router } = renderApp('/second-opinions');
    await loadedTable('Вторые мнения');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${video.id}`),
    );
    router.history.back();
    await loadedTable('Вторые мнения');
    press('KeyB', 'и');
    expect(await screen.findByRole('dialog', { name: /Вернуть в очередь/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    press('Enter', 'Enter');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${video.id}`),
    );
  });

  it('is not a moderator’s page: they are sent to the videos', async () => {
    loginAs(MODERATOR_ID);
    const { router } = renderApp('/second-opinions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/videos'));
    expect(screen.queryByRole('link', { name: /Вторые мнения/ })).not.toBeInTheDocument();
  });
});
