import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { currentSession } from '@/test/session';
import { bodyRows, loadedTable } from '@/test/table';

describe('videos list: pages and empty states', () => {
  it('a page past the end moves to the last page that exists', async () => {
    loginAs(2);
    const { router } = renderApp('/moderation/videos?status=moderation&page=999&limit=50');
    const grid = await loadedTable('Видео');
    const waiting = db.videos.filter((video) => video.status === 'moderation').length;
    const last = Math.ceil(waiting / 50);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: last }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(waiting - (last - 1) * 50));
    expect(screen.getByRole('button', { name: String(last) })).toHaveAttribute(
      'data-active',
      'true',
    );
  });

  it('emptying the last page (its rows decided elsewhere) moves to the page before it', async () => {
    const waiting = db.videos.filter((video) => video.status === 'moderation');
    const last = Math.ceil(waiting.length / 10);
    loginAs(2);
    const { router } = renderApp(`/moderation/videos?page=${last}&limit=10`);
    const grid = await loadedTable('Видео');
    const onLastPage = waiting.length - (last - 1) * 10;
    expect(bodyRows(grid)).toHaveLength(onLastPage);
    // Everything on this page is decided (by another moderator): the refetch comes back empty.
    const sorted = [...waiting].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const video of sorted.slice((last - 1) * 10)) video.status = 'published';
    await currentSession().queryClient.refetchQueries({ queryKey: ['videos'] });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: last - 1 }));
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(10));
    expect(screen.queryByText('Очередь модерации пуста')).not.toBeInTheDocument();
  });

  it('the empty state names the filters by their values', async () => {
    const category = db.categories[0]!;
    loginAs(2);
    renderApp(`/moderation/videos?categoryId=${category.id}&search=zzzzzz`);
    expect(await screen.findByText('Видео не найдены')).toBeInTheDocument();
    expect(
      await screen.findByText(
        `Показаны только видео, где статус «На модерации», категория «${category.name}», поиск «zzzzzz».`,
      ),
    ).toBeInTheDocument();
  });
});

describe('videos list: rows drawn cheaply', { timeout: 60_000 }, () => {
  it('keeps the active row in view once the keys move it, not while the page is first drawn', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      loginAs(2);
      renderApp('/moderation/videos');
      const grid = await loadedTable('Видео');
      expect(bodyRows(grid)[0]).toHaveAttribute('aria-current', 'true');
      expect(scrolled).toEqual([]);
      fireEvent.keyDown(document.body, { code: 'KeyJ', key: 'о' });
      await waitFor(() => expect(scrolled).toEqual([bodyRows(grid)[1]]));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('names a row button and its key in a tooltip while the pointer is on it, with no tooltip before', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const approve = within(bodyRows(grid)[0]!).getByRole('button', { name: /^Одобрить «/ });
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await userEvent.hover(approve);
    // jsdom lays nothing out, so floating-ui calls the button detached and the tooltip is display:none.
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Одобрить (A)');
    await userEvent.unhover(approve);
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument(),
    );
  });
});
