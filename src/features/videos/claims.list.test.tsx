import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { colleague, heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { waitingVideos } from './VideoEditPage.test-helpers';
import { videoRow } from './VideosPage.test-helpers';

const shown = () =>
  notificationsStore.getState().notifications.map(({ title, message }) => ({ title, message }));

afterEach(() => vi.useRealTimers());

describe('videos list: who is on a row', { timeout: 60_000 }, () => {
  it('a row another moderator holds shows «проверяет <nickname>» with the avatar; others do not', async () => {
    const [held, free] = waitingVideos().slice(0, 2);
    heldByColleague(held!);
    loginAs(MODERATOR_ID);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    const heldRow = await videoRow(grid, held!);
    expect(within(heldRow).getByText(`проверяет ${colleague().nickname}`)).toBeInTheDocument();
    const freeRow = await videoRow(grid, free!);
    expect(within(freeRow).queryByText(/^проверяет /)).not.toBeInTheDocument();
  });

  it('one’s own claim is not shown as somebody else’s', async () => {
    const [mine] = waitingVideos().slice(0, 1);
    mine!.claim = { byId: MODERATOR_ID, expiresAt: Date.now() + 60_000 };
    loginAs(MODERATOR_ID);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    const row = await videoRow(grid, mine!);
    expect(within(row).queryByText(/^проверяет /)).not.toBeInTheDocument();
  });
});

/** The bar of the selected rows: its code arrives after the first row is ticked. */
const bulkBar = () => screen.findByRole('region', { name: 'Действия с выбранными' });

describe('bulk decisions with videos decided meanwhile', { timeout: 60_000 }, () => {
  it('the bulk question says how many of the selected videos others are on', async () => {
    const user = userEvent.setup();
    const [first, second] = db.videos
      .filter((video) => video.status === 'moderation')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    heldByColleague(second!);
    loginAs(MODERATOR_ID);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    for (const video of [first!, second!]) {
      const row = await videoRow(grid, video);
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(within(await bulkBar()).getByRole('button', { name: 'Одобрить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить выбранные видео?' });
    expect(dialog).toHaveTextContent(
      'Будет опубликовано видео: 2. Сейчас проверяют другие модераторы: 1.',
    );
  });

  it('says how many were skipped and why', async () => {
    const user = userEvent.setup();
    const rows = db.videos
      .filter((video) => video.status === 'moderation')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const [first, second] = rows;
    loginAs(MODERATOR_ID);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    for (const video of [first!, second!]) {
      const row = await videoRow(grid, video);
      await user.click(within(row).getByRole('checkbox'));
    }
    // The colleague rejects the second one before the bulk call goes out.
    Object.assign(second!, {
      status: 'rejected',
      rejectReason: 'Низкое качество',
      moderatedById: colleague().id,
      moderatedAt: '2026-11-23T06:15:00.000Z',
    });
    await user.click(within(await bulkBar()).getByRole('button', { name: 'Одобрить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить выбранные видео?' });
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(shown()).toContainEqual({ title: 'Пропущено: 1', message: expect.anything() }),
    );
    expect(
      screen.getByText(`№${second!.id}: Уже решено: ${colleague().nickname}, 23.11.2026, 09:15`),
    ).toBeInTheDocument();
    expect(screen.getByText('Одобрено видео: 1')).toBeInTheDocument();
    expect([first!.status, second!.status]).toEqual(['published', 'rejected']);
  });
});
