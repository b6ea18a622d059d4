import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { loginAs, renderApp } from '@/test/render';
import { press } from '@/test/keys';
import { loadedTable } from '@/test/table';
import { recordRequests } from '@/test/requests';
import { openVideo, waitingVideos } from './VideoEditPage.test-helpers';

/**
 * docs/product.md#queues-at-scale on videos: «Начать», «…и следующее» with no later row and `J` past
 * the last row take the next video from the server, claimed for this moderator.
 */

const categoryName = (id: number) => db.categories.find((category) => category.id === id)!.name;

async function openList(query = '') {
  loginAs(MODERATOR_ID);
  const app = renderApp(`/moderation/videos${query}`);
  await loadedTable('Видео');
  return app;
}

describe('videos: the next video from the server', { timeout: 60_000 }, () => {
  it('«Начать» opens the oldest waiting video nobody else holds, claimed for the moderator', async () => {
    const user = userEvent.setup();
    const [held, free] = waitingVideos();
    heldByColleague(held!);
    const queries = recordRequests(
      { path: /\/videos\/next$/ },
      ({ method, url }) => `${method} ${url.search}`,
    );
    const { router } = await openList();
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${free!.id}`),
    );
    expect(free!.claim?.byId).toBe(MODERATOR_ID);
    // The list's filters (none but the queue's status), nothing to skip.
    expect(queries).toEqual(['POST ?status=moderation']);
    expect(await screen.findByRole('heading', { name: free!.title })).toBeInTheDocument();
  });

  it('after «Начать», «Одобрить и следующее» asks the server again, passing over the decided one', async () => {
    const user = userEvent.setup();
    const [first, second] = waitingVideos();
    const queries = recordRequests(
      { path: /\/videos\/next$/ },
      ({ url }) => url.searchParams.get('skip') ?? '',
    );
    const { router } = await openList();
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${first!.id}`),
    );
    await screen.findByRole('heading', { name: first!.title });
    await user.click(screen.getByRole('button', { name: /^Одобрить и следующее/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${second!.id}`),
    );
    // The approval is still held back for «Отменить»: the server is told to pass over that video.
    expect(queries).toEqual(['', String(first!.id)]);
    expect(second!.claim?.byId).toBe(MODERATOR_ID);
  });

  it('«Начать» keeps the list’s filters, and says «Очередь пуста» naming them when nothing is free', async () => {
    const user = userEvent.setup();
    const categoryId = waitingVideos()[0]!.categoryId;
    for (const video of waitingVideos().filter((row) => row.categoryId === categoryId))
      heldByColleague(video);
    const { router } = await openList(`?categoryId=${categoryId}&status=all`);
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    expect(
      await screen.findByText(
        `Очередь пуста: статус «На модерации», категория «${categoryName(categoryId)}»`,
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/videos');
  });

  it('«Одобрить и следующее» with no later row takes the next free video from the server', async () => {
    const [first, ...rest] = waitingVideos();
    const last = rest.at(-1)!;
    // Everything but the first and the last is someone else's: the queue's first page offers nothing.
    for (const video of rest.slice(0, -1)) heldByColleague(video);
    const { router } = await openVideo(first!.id);
    await screen.findByRole('heading', { name: first!.title });
    press('KeyA', 'Ф', { shiftKey: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${last.id}`),
    );
    expect(last.claim?.byId).toBe(MODERATOR_ID);
  });

  it('«Одобрить и следующее» when nothing is free says «Очередь пуста» and goes back to the list', async () => {
    const [first, ...rest] = waitingVideos();
    for (const video of rest) heldByColleague(video);
    const { router } = await openVideo(first!.id);
    await screen.findByRole('heading', { name: first!.title });
    press('KeyA', 'Ф', { shiftKey: true });
    expect(await screen.findByText('Очередь пуста: статус «На модерации»')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/videos'));
  });

  it('`J` on the last row of the list takes the next video from the server', async () => {
    const { router } = await openList('?limit=10');
    const grid = screen.getByRole('table', { name: 'Видео' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    for (let n = 0; n < 9; n += 1) press('KeyJ', 'о');
    await waitFor(() => expect(rows[9]).toHaveAttribute('aria-current'));
    press('KeyJ', 'о');
    // Nothing is decided yet: the oldest waiting video is the next one.
    const oldest = waitingVideos()[0]!;
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${oldest.id}`),
    );
  });
});
