import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { bodyRows, loadedTable } from '@/test/table';
import { videoIdOf } from './VideosPage.test-helpers';

const percent = (share: number) => `${Math.round(share * 100)} %`;
/** As the cell's name says it (a no-break space before «%»). */
const said = (share: number) => `${Math.round(share * 100)}\u00a0%`;
/** The cell as a screen reader meets it: one image named by the model's guess. */
const guess = (row: HTMLElement, share: number, threshold?: number) =>
  within(row).getByRole('img', {
    name: `Оценка модели: ${said(share)}${threshold ? `, от порога ${said(threshold)}` : ''}`,
  });
const scored = () =>
  db.videos.filter((video) => video.risk).sort((a, b) => b.risk!.max - a.risk!.max);
const listCalls = () =>
  recordRequests({ path: /\/videos$/, method: 'GET' }, (request) => request.url.searchParams);

describe('videos list: «Риск»', { timeout: 60_000 }, () => {
  it('shows the riskiest frame’s score, marked at the threshold and said to be the model’s guess', async () => {
    loginAs(2);
    renderApp('/moderation/videos?status=all&sort=risk&order=desc&limit=100');
    const grid = await loadedTable('Видео');
    const riskiest = scored()[0]!;
    const first = bodyRows(grid)[0]!;
    const mark = await within(first).findByText(`▲ ${percent(riskiest.risk!.max)}`);
    // The tooltip and what a screen reader hears say it is the model's guess.
    const cell = guess(first, riskiest.risk!.max, 0.5);
    expect(cell).toBe(mark);
    expect(cell).toHaveAttribute('title', cell.getAttribute('aria-label'));
    expect(within(grid).getByRole('columnheader', { name: /Риск/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // A score under the threshold is shown without the mark.
    const low = scored().findIndex((video) => video.risk!.max < 0.5);
    const lowRow = bodyRows(grid)[low]!;
    expect(guess(lowRow, scored()[low]!.risk!.max)).toBeInTheDocument();
    expect(within(lowRow).queryByText(/▲/)).not.toBeInTheDocument();
  });

  it('says of a video not scored yet that the model has not scored it', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    for (const row of bodyRows(grid)) {
      const video = db.videos.find((candidate) => candidate.id === videoIdOf(row))!;
      if (video.risk) continue;
      expect(within(row).getByRole('img', { name: 'Модель не оценивала' })).toHaveTextContent('—');
    }
    expect(
      within(grid).getAllByRole('img', { name: 'Модель не оценивала' }).length,
    ).toBeGreaterThan(0);
  });

  it('sorts on the server from its header, videos not scored last', async () => {
    const user = userEvent.setup();
    const calls = listCalls();
    loginAs(2);
    renderApp('/moderation/videos?status=all&limit=100');
    const grid = await loadedTable('Видео');
    await user.click(within(grid).getByRole('button', { name: /Риск/ }));
    await waitFor(() =>
      expect([calls.at(-1)?.get('sort'), calls.at(-1)?.get('order')]).toEqual(['risk', 'desc']),
    );
    await waitFor(() =>
      expect(within(bodyRows(grid)[0]!).getByText(`▲ ${percent(scored()[0]!.risk!.max)}`)),
    );
    // Ascending too, the videos not scored come last: the first row is the least risky scored one.
    await user.click(within(grid).getByRole('button', { name: /Риск/ }));
    await waitFor(() => expect(calls.at(-1)?.get('order')).toBe('asc'));
    const leastRisky = scored().at(-1)!.risk!.max;
    await waitFor(() => expect(guess(bodyRows(grid)[0]!, leastRisky)).toBeInTheDocument());
  });

  it('marks from the administrators’ threshold, whatever it is', async () => {
    server.use(
      http.get('*/api/admin/policy/risk-threshold', () =>
        HttpResponse.json({ result: { threshold: 0.95 } }),
      ),
    );
    loginAs(2);
    renderApp('/moderation/videos?status=all&sort=risk&order=desc&limit=100');
    const grid = await loadedTable('Видео');
    const below = scored().findIndex((video) => video.risk!.max < 0.95);
    const row = bodyRows(grid)[below]!;
    await waitFor(() => expect(guess(row, scored()[below]!.risk!.max)).toBeInTheDocument());
    expect(within(row).queryByText(/▲/)).not.toBeInTheDocument();
  });

  it('filters from «Риск от» on the server, kept in the URL', async () => {
    const user = userEvent.setup();
    const calls = listCalls();
    loginAs(2);
    const { router } = renderApp('/moderation/videos?status=all');
    await loadedTable('Видео');
    await user.click(screen.getByRole('combobox', { name: 'Риск от (оценка модели)' }));
    await user.click(await screen.findByRole('option', { name: /^от 50/, hidden: true }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ riskMin: 0.5 }));
    await waitFor(() => expect(calls.at(-1)?.get('riskMin')).toBe('0.5'));
    const grid = await loadedTable('Видео');
    const expected = scored().filter((video) => video.risk!.max >= 0.5).length;
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(Math.min(expected, 20)));
    for (const row of bodyRows(grid)) expect(within(row).getByText(/▲/)).toBeInTheDocument();
  });

  it('«Начать» on a list sorted riskiest first opens the riskiest waiting video', async () => {
    const user = userEvent.setup();
    const bodies = recordRequests({ path: /\/videos\/next$/ }, ({ body }) => body);
    loginAs(2);
    const { router } = renderApp('/moderation/videos?sort=risk&order=desc');
    await loadedTable('Видео');
    const riskiest = scored().find((video) => video.status === 'moderation')!;
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${riskiest.id}`),
    );
    expect(bodies).toEqual([{ order: 'risk' }]);
  });
});
