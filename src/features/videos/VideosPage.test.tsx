import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { queryClient } from '@/shared/api/query-client';
import { pageLifecycle } from '@/shared/lifecycle/page-lifecycle';
import { loginAs, renderApp } from '@/test/render';
import { sendHeldDecisions } from '@/shared/api/held-decisions';

function shownNotifications() {
  return notificationsStore.getState().notifications.map(({ message }) => message);
}

async function table() {
  const grid = await screen.findByRole('table', { name: 'Видео' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return grid;
}

function bodyRows(grid: HTMLElement) {
  return within(grid).getAllByRole('row').slice(1);
}

describe('videos list', () => {
  it('opens on the moderation queue by default', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const rows = bodyRows(grid);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(within(row).getByText('На модерации')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'На модерации' })).toBeChecked();
  });

  it('reproduces the view from a pasted URL', async () => {
    loginAs(2);
    renderApp('/moderation/videos?status=rejected&limit=10&page=2&sort=views&order=asc');
    const grid = await table();
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
    const grid = await table();
    expect(bodyRows(grid)).toHaveLength(20);
    expect(screen.getByRole('radio', { name: 'На модерации' })).toBeChecked();
    // Every invalid value was replaced by its default, and defaults are left out of the URL.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('writes filter changes into the URL', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/moderation/videos');
    await table();
    await user.click(screen.getByRole('radio', { name: 'Опубликовано' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'published' }),
    );
    const grid = await table();
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
    await table();
    await user.click(await screen.findByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await table();
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
    const grid = await table();
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    expect(within(row).getByText('Опубликовано')).toBeInTheDocument();
    // Sent without waiting for its refetches: the refusal's notification closes 5 s after it shows.
    const sending = sendHeldDecisions();
    expect(await screen.findByText('Видео уже проверено другим модератором')).toBeInTheDocument();
    await sending;
    await waitFor(() => expect(within(row).getByText('На модерации')).toBeInTheDocument());
  });

  it('two held approvals that fail together: one notice each, naming its video, each with its own «Повторить»', async () => {
    server.use(
      http.post('*/api/admin/videos/:id/approve', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const [first, second] = bodyRows(grid);
    const titleOf = (row: HTMLElement) =>
      /^Одобрить «(.*)»$/.exec(
        within(row)
          .getByRole('button', { name: /^Одобрить «/ })
          .getAttribute('aria-label')!,
      )![1]!;
    const titles = [titleOf(first!), titleOf(second!)];
    await user.click(within(first!).getByRole('button', { name: /^Одобрить «/ }));
    await user.click(within(second!).getByRole('button', { name: /^Одобрить «/ }));
    const sending = sendHeldDecisions();
    for (const title of titles) {
      const notice = (await screen.findByText(`Не отправлено: Видео «${title}» одобрено`)).closest(
        '[role="alert"]',
      ) as HTMLElement;
      expect(within(notice).getByText('Внутренняя ошибка сервера')).toBeInTheDocument();
      expect(within(notice).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    }
    await sending;
  });

  it('asks for a valid reject reason and sends it', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (
        request.method === 'POST' &&
        /\/videos\/\d+\/reject$/.test(new URL(request.url).pathname)
      ) {
        bodies.push(await request.clone().json());
      }
    });
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    await user.click(within(bodyRows(grid)[0]!).getByRole('button', { name: /^Отклонить «/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить видео' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), 'плох');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Причина: не короче 5 символов')).toBeInTheDocument();
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

describe('videos list: deciding from the rows', () => {
  it('two overlapping decisions: the one that fails rolls back only its own row', async () => {
    const user = userEvent.setup();
    let failFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (failFirst = resolve));
    loginAs(2);
    renderApp('/moderation/videos?status=all');
    const grid = await table();
    const [rowA, rowB] = bodyRows(grid);
    const idOf = (row: HTMLElement) =>
      Number(within(row).getAllByRole('link')[0]!.getAttribute('href')!.split('/').pop());
    const idA = idOf(rowA!);
    server.use(
      http.post('*/api/admin/videos/:id/approve', async ({ params }) => {
        if (Number(params.id) !== idA) return undefined;
        await firstHeld;
        return HttpResponse.json({ message: 'Видео заблокировано' }, { status: 500 });
      }),
    );
    const approveIn = (row: HTMLElement) =>
      within(row).getByRole('button', { name: /^Одобрить «/ });
    // Both rows must be waiting for the buttons to be enabled; pick the list's first two waiting rows.
    await user.click(approveIn(rowA!));
    await user.click(approveIn(rowB!));
    expect(within(rowA!).getByText('Опубликовано')).toBeInTheDocument();
    await waitFor(() => expect(within(rowB!).getByText('Опубликовано')).toBeInTheDocument());
    const sent = sendHeldDecisions();
    failFirst();
    await sent;
    expect(await screen.findByText('Видео заблокировано')).toBeInTheDocument();
    await waitFor(() => expect(within(rowA!).queryByText('Опубликовано')).not.toBeInTheDocument());
    // B was approved on the server: it stays approved on screen, with approve still disabled.
    expect(within(rowB!).getByText('Опубликовано')).toBeInTheDocument();
    expect(approveIn(rowB!)).toBeDisabled();
  });

  it('a double click on a row approves once', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const approvals: string[] = [];
    server.use(
      http.post('*/api/admin/videos/:id/approve', async ({ request }) => {
        approvals.push(request.url);
        await held;
        return undefined;
      }),
    );
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const row = bodyRows(grid)[0]!;
    const approve = within(row).getByRole('button', { name: /^Одобрить «/ });
    await user.dblClick(approve);
    expect(approve).toBeDisabled();
    await screen.findByText(/одобрено$/);
    // The undo window ends (as when the page is left): the one decision goes out.
    const sent = sendHeldDecisions();
    release();
    await sent;
    expect(approvals).toHaveLength(1);
  });

  it('a background refetch that fails keeps the rows, says so under them and in the red notification (SPEC §8)', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    server.use(
      http.get('*/api/admin/videos', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    await queryClient.refetchQueries({ queryKey: ['videos'] });
    expect(await screen.findByText(/Не удалось обновить/)).toBeInTheDocument();
    expect(bodyRows(grid)).toHaveLength(20);
    await waitFor(() => expect(shownNotifications()).toEqual(['Внутренняя ошибка сервера']));
  });

  it('a failed first load shows the error in place with «Повторить», and the red notification once (SPEC §8)', async () => {
    server.use(
      http.get('*/api/admin/videos', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    expect(await within(grid).findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(within(grid).getByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
    await waitFor(() => expect(shownNotifications()).toEqual(['Внутренняя ошибка сервера']));
    await delay(50);
    expect(shownNotifications()).toEqual(['Внутренняя ошибка сервера']);
  });
});

describe('videos list: pages and empty states', () => {
  it('a page past the end moves to the last page that exists', async () => {
    loginAs(2);
    const { router } = renderApp('/moderation/videos?status=moderation&page=999&limit=50');
    const grid = await table();
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
    const grid = await table();
    const onLastPage = waiting.length - (last - 1) * 10;
    expect(bodyRows(grid)).toHaveLength(onLastPage);
    // Everything on this page is decided (by another moderator): the refetch comes back empty.
    const sorted = [...waiting].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    for (const video of sorted.slice((last - 1) * 10)) video.status = 'published';
    await queryClient.refetchQueries({ queryKey: ['videos'] });
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

// The whole app renders per test; a cold first render on a busy machine takes long.
describe('videos list: the keyboard queue', { timeout: 60_000 }, () => {
  it('J moves down, A approves the active video (Russian layout), Enter opens the next one', async () => {
    const approvals: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/approve')) approvals.push(path);
    });
    loginAs(2);
    const { router } = renderApp('/moderation/videos');
    const grid = await table();
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

describe('videos list: rows drawn cheaply (issue 9)', { timeout: 60_000 }, () => {
  it('keeps the active row in view once the keys move it, not while the page is first drawn', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      loginAs(2);
      renderApp('/moderation/videos');
      const grid = await table();
      expect(bodyRows(grid)[0]).toHaveAttribute('aria-current', 'true');
      expect(scrolled).toEqual([]);
      fireEvent.keyDown(document.body, { code: 'KeyJ', key: 'о' });
      await waitFor(() => expect(scrolled).toEqual([bodyRows(grid)[1]]));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('names a row button in a tooltip while the pointer is on it, with no tooltip before', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const approve = within(bodyRows(grid)[0]!).getByRole('button', { name: /^Одобрить «/ });
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
    await userEvent.hover(approve);
    // jsdom lays nothing out, so floating-ui calls the button detached and the tooltip is display:none.
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent('Одобрить');
    await userEvent.unhover(approve);
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument(),
    );
  });
});

describe('videos list: undo (PRODUCT §8)', () => {
  function recordApprovals() {
    const approvals: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/videos\/\d+\/approve$/.test(new URL(request.url).pathname))
        approvals.push(new URL(request.url).pathname);
    });
    return approvals;
  }

  it('`Отменить` takes an approval back: the row waits again and the server hears nothing', async () => {
    const user = userEvent.setup();
    const approvals = recordApprovals();
    const trail = db.audit.length;
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    expect(within(row).getByText('Опубликовано')).toBeInTheDocument();
    const notice = (await screen.findByText(/одобрено$/)).closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(notice).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(within(row).getByText('На модерации')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(/одобрено$/)).not.toBeInTheDocument());
    await sendHeldDecisions();
    expect(approvals).toEqual([]);
    // Nothing reached the server, so the audit trail has nothing of it (issue 24).
    expect(db.audit).toHaveLength(trail);
  });

  it('a list fetched again while the decision is held still shows it', async () => {
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const row = bodyRows(grid)[0]!;
    const title = within(row).getAllByRole('link')[0]!.textContent!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    await queryClient.refetchQueries({ queryKey: ['videos'] });
    const again = bodyRows(grid).find((candidate) => within(candidate).queryByText(title))!;
    expect(within(again).getByText('Опубликовано')).toBeInTheDocument();
  });

  it('`Выйти` sends the held decision before the session ends', async () => {
    const user = userEvent.setup();
    const approvals = recordApprovals();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
    const row = bodyRows(grid)[0]!;
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(approvals).toHaveLength(1));
    const id = Number(approvals[0]!.split('/').at(-2));
    await waitFor(() =>
      expect(db.videos.find((video) => video.id === id)!.status).toBe('published'),
    );
    expect(pageLifecycle.reload).toHaveBeenCalled();
  });
});

describe('videos list: Ctrl+Z', () => {
  it('takes back the decision taken last, by the physical key, and closes its notification', async () => {
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await table();
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

describe('videos list: the filters’ dictionaries (issue 21)', { timeout: 60_000 }, () => {
  function dictionaryCalls() {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && /\/(categories|contests)$/.test(path)) calls.push(path);
    });
    return calls;
  }

  it('the page asks for no dictionary; opening a filter fetches its entries', async () => {
    const user = userEvent.setup();
    const calls = dictionaryCalls();
    loginAs(2);
    renderApp('/moderation/videos');
    await table();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    expect(
      await screen.findByRole('option', { name: db.categories[0]!.name, hidden: true }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['/api/admin/categories']);
  });

  it('a failed dictionary is said in the open list, not shown as «Ничего не найдено»', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/admin/contests', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    loginAs(2);
    renderApp('/moderation/videos');
    await table();
    await user.click(screen.getByRole('combobox', { name: 'Конкурс' }));
    expect(await screen.findByText('Не удалось загрузить список')).toBeInTheDocument();
    expect(screen.queryByText('Ничего не найдено')).not.toBeInTheDocument();
  });
});
