import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { installEarlyKeys } from '@/shared/lib/early-keys';
import { loginAs, renderApp } from '@/test/render';
import { recordNotifications } from '@/test/notifications';
import { expectOnlyTheFailedCall, recordConsole } from '@/test/console';

/** The next `count` profile calls answer `status`; later ones reach the mock backend. */
function failProfile(count: number, status: number, message: string): { calls: () => number } {
  let calls = 0;
  server.use(
    http.get('*/api/admin/users/self', () => {
      calls += 1;
      return calls <= count ? HttpResponse.json({ message }, { status }) : undefined;
    }),
  );
  return { calls: () => calls };
}

describe('the profile on a full load', () => {
  it('a server error is tried once more before anything fails', async () => {
    const profile = failProfile(1, 503, 'Сервис временно недоступен');
    loginAs(1);
    renderApp('/users');

    expect(await screen.findByTestId('self-nickname')).toHaveTextContent('admin');
    expect(profile.calls()).toBe(2);
    expect(screen.queryByText('Не удалось загрузить данные')).not.toBeInTheDocument();
  });

  it('failing again, it shows the shell with what failed and `Повторить`, which loads the page', async () => {
    const user = userEvent.setup();
    const profile = failProfile(2, 500, 'Внутренняя ошибка сервера');
    const notices = recordNotifications();
    const errors = recordConsole('error');
    const warnings = recordConsole('warn');
    loginAs(1);
    renderApp('/users');

    const alert = (await screen.findByText('Не удалось загрузить данные')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByText('Внутренняя ошибка сервера')).toBeInTheDocument();
    expect(profile.calls()).toBe(2);
    // The frame around it: the logo, `Выйти`, the navigation of what every role may open.
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(screen.getByText('Who Will Win')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByRole('link', { name: 'Все пользователи' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Взносы' })).not.toBeInTheDocument();
    // Said in place and in the red notification: once for the one failed call.
    expect(notices()).toEqual(['Внутренняя ошибка сервера']);

    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByTestId('self-nickname')).toHaveTextContent('admin');
    expect(await screen.findByRole('table', { name: 'Пользователи' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить данные')).not.toBeInTheDocument();
    expect(profile.calls()).toBe(3);
    expectOnlyTheFailedCall(errors, 'AppLayout', 'Внутренняя ошибка сервера');
    expect(new Set(warnings.map(String))).toEqual(
      new Set(['Warning: Error in route match: /_authenticated/']),
    );
  });

  it('a client error (4xx) is not tried again', async () => {
    const profile = failProfile(1, 400, 'Некорректный запрос');
    const errors = recordConsole('error');
    const warnings = recordConsole('warn');
    loginAs(1);
    renderApp('/users');

    const alert = (await screen.findByText('Не удалось загрузить данные')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByText('Некорректный запрос')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    expect(profile.calls()).toBe(1);
    expectOnlyTheFailedCall(errors, 'AppLayout', 'Некорректный запрос');
    expect(new Set(warnings.map(String))).toEqual(
      new Set(['Warning: Error in route match: /_authenticated/']),
    );
  });
});

describe('what a page load asks for', () => {
  /**
   * The profile answers only once the page's own data has been asked for: if the page waited for the
   * profile (a waterfall), neither would ever arrive and the table would not show.
   */
  function holdProfileUntilListRequested(list: string, longestHoldMs = 5_000) {
    let listRequested: () => void = () => {};
    const requested = new Promise<void>((resolve) => (listRequested = resolve));
    const order: string[] = [];
    server.use(
      http.get('*/api/admin/users/self', async () => {
        order.push('profile asked');
        await Promise.race([
          requested,
          new Promise((resolve) => setTimeout(resolve, longestHoldMs)),
        ]);
        order.push('profile answered');
        return undefined;
      }),
      http.get(`*/api/admin/${list}`, () => {
        order.push('list asked');
        listRequested();
        return undefined;
      }),
    );
    return order;
  }

  it.each([
    ['/users', 'users', 'Пользователи'],
    ['/moderation/videos', 'videos', 'Видео'],
  ])('%s asks for its data without waiting for the profile', async (path, list, table) => {
    const order = holdProfileUntilListRequested(list);
    loginAs(2);
    renderApp(path);

    expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
    expect(order.indexOf('list asked')).toBeLessThan(order.indexOf('profile answered'));
  });

  it('an administrator-only page still decides on the profile first', async () => {
    const order = holdProfileUntilListRequested('finance/contributions', 300);
    loginAs(2);
    renderApp('/finance/contribution');

    // A moderator (user 2) is sent home: the finance list was never asked for.
    expect(await screen.findByRole('table', { name: 'Видео' })).toBeInTheDocument();
    expect(order).not.toContain('list asked');
  });
});

describe('the header search', () => {
  it('is named «Поиск» and gives its key', async () => {
    loginAs(1);
    renderApp('/users');
    const search = await screen.findByRole('button', { name: 'Поиск' });
    expect(search).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  });
});

describe('the command palette', { timeout: 60_000 }, () => {
  it('opens for Ctrl+K pressed while the page was still starting', async () => {
    installEarlyKeys();
    try {
      // The physical K on a Russian layout, before any handler exists.
      fireEvent.keyDown(document.body, { code: 'KeyK', key: 'л', ctrlKey: true });
      loginAs(2);
      renderApp('/users');
      expect(await screen.findByRole('textbox', { name: 'Поиск по панели' })).toBeInTheDocument();
    } finally {
      window.__earlyKeys?.close();
      delete window.__earlyKeys;
    }
  });

  it('marks the first result, so Enter opens it; also results that arrive from the API later', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Поиск' }));
    const search = await screen.findByRole('textbox', { name: 'Поиск по панели' });
    // A nickname no page is named like: the only results are the API's, drawn after the pause.
    await user.type(search, 'admin');
    const result = await screen.findByRole('button', { name: /admin@whowillwin\.ru/ });
    await waitFor(() => expect(result).toHaveAttribute('data-selected', 'true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/1'));

    // Opened anew: Enter opens the first page listed.
    await user.click(screen.getByRole('button', { name: 'Поиск' }));
    const again = await screen.findByRole('textbox', { name: 'Поиск по панели' });
    await user.clear(again);
    await user.type(again, 'заявки');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/applications'));
  });
});

describe('the document title', { timeout: 60_000 }, () => {
  it('follows the navigation at once, not when the page has its data', async () => {
    // The lists never answer: each page is drawn with its table still waiting for its rows.
    server.use(
      http.get('*/api/admin/videos', () => delay('infinite')),
      http.get('*/api/admin/applications', () => delay('infinite')),
    );
    loginAs(2);
    const { router } = renderApp('/moderation/videos');
    await waitFor(() => expect(document.title).toBe('Who Will Win - Видео'));
    expect(await screen.findByRole('table', { name: 'Видео' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    void router.navigate({ to: '/users/applications' });
    await waitFor(() => expect(document.title).toBe('Who Will Win - Заявки'));
    expect(await screen.findByRole('table', { name: 'Заявки' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
