import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { openVideo } from './VideoEditPage.test-helpers';

describe('video page: not found', () => {
  it('an unknown id is a not-found state with a way back to the list, and the server’s message', async () => {
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
