import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { sendHeldDecisions } from '@/test/session';
import { bodyRows, loadedTable } from '@/test/table';

describe('videos list', () => {
  it('opens on the moderation queue by default', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const rows = bodyRows(grid);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(within(row).getByText('На модерации')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'На модерации' })).toBeChecked();
    // A video waiting for its moderation has been shown to nobody: no «Просмотры» in the queue.
    expect(within(grid).queryByRole('columnheader', { name: /Просмотры/ })).toBeNull();
    expect(within(grid).getByRole('columnheader', { name: /Жалобы/ })).toBeInTheDocument();
  });

  it('reproduces the view from a pasted URL', async () => {
    loginAs(2);
    renderApp('/moderation/videos?status=rejected&limit=10&page=2&sort=views&order=asc');
    const grid = await loadedTable('Видео');
    const rows = bodyRows(grid);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(within(row).getByText('Отклонено')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Отклонено' })).toBeChecked();
    expect(within(grid).getByRole('columnheader', { name: /Просмотры/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('data-active', 'true');
  });

  it('falls back to defaults for invalid params instead of breaking', async () => {
    loginAs(2);
    const { router } = renderApp(
      '/moderation/videos?status=bogus&limit=7&page=-3&sort=nope&categoryId=abc',
    );
    const grid = await loadedTable('Видео');
    expect(bodyRows(grid)).toHaveLength(20);
    expect(screen.getByRole('radio', { name: 'На модерации' })).toBeChecked();
    // Every invalid value was replaced by its default, and defaults are left out of the URL.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('writes filter changes into the URL', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/moderation/videos');
    await loadedTable('Видео');
    await user.click(screen.getByRole('radio', { name: 'Опубликовано' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'published' }),
    );
    const grid = await loadedTable('Видео');
    await waitFor(() =>
      expect(within(bodyRows(grid)[0]!).getByText('Опубликовано')).toBeInTheDocument(),
    );

    await user.type(
      screen.getByRole('textbox', { name: 'Поиск по названию, описанию, автору' }),
      'танец',
    );
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ search: 'танец', status: 'published' }),
    );
  });

  it('«Сбросить фильтры» appears once something is filtered and brings back the queue', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/moderation/videos?status=rejected&search=a');
    await loadedTable('Видео');
    await user.click(await screen.findByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await loadedTable('Видео');
    expect(await screen.findByRole('radio', { name: 'На модерации' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).not.toBeInTheDocument();
  });

  it('shows an optimistic approve at once and rolls it back when the server fails', async () => {
    server.use(
      http.post('*/api/admin/videos/:id/approve', async () => {
        await delay(150);
        return HttpResponse.json(
          { message: 'Видео уже проверено другим модератором' },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    expect(within(row).getByText('Опубликовано')).toBeInTheDocument();
    // Sent without waiting for its refetches: the refusal's notification closes 5 s after it shows.
    const sending = sendHeldDecisions();
    expect(await screen.findByText('Видео уже проверено другим модератором')).toBeInTheDocument();
    await sending;
    await waitFor(() => expect(within(row).getByText('На модерации')).toBeInTheDocument());
  });

  it('asks for a valid reject reason and sends it', async () => {
    const bodies = recordRequests(
      { method: 'POST', path: /\/videos\/\d+\/reject$/ },
      ({ body }) => body,
    );
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    await user.click(within(bodyRows(grid)[0]!).getByRole('button', { name: /^Отклонить «/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить видео' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), 'плох');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Причина: не короче 5 символов')).toBeInTheDocument();
    // A decision is held for «Отменить»: the window ends now, so one taken would go out.
    await sendHeldDecisions();
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), 'ое качество');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(/отклонено$/)).toBeInTheDocument();
    await sendHeldDecisions();
    await waitFor(() =>
      expect(bodies).toEqual([{ reason: 'плохое качество', expectedStatus: 'moderation' }]),
    );
  });
});
