import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { caughtByBoundary, recordConsole } from '@/test/console';

describe('route error boundary', () => {
  it('says what failed inside the shell and retries the page', async () => {
    let failing = true;
    server.use(
      http.get('*/api/admin/users', () =>
        failing
          ? HttpResponse.json({ message: 'База данных недоступна' }, { status: 503 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/users');

    const title = await screen.findByText('Не удалось загрузить данные');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('База данных недоступна')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    const table = await screen.findByRole('table', { name: 'Пользователи' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
  });

  it('a record that fails to load is named: its number, the breadcrumb back, what failed', async () => {
    server.use(
      http.get('*/api/admin/videos/:id', () =>
        HttpResponse.json({ message: 'База данных недоступна' }, { status: 503 }),
      ),
    );
    const errors = recordConsole('error');
    const warnings = recordConsole('warn');
    loginAs(2);
    renderApp('/moderation/videos/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Видео №7' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(crumbs).toHaveTextContent('Модерация/Видео/№7');
    expect(within(crumbs).getByRole('link', { name: 'Видео' })).toHaveAttribute(
      'href',
      '/moderation/videos',
    );
    const alert = screen
      .getAllByText('Не удалось загрузить видео №7')
      .map((text) => text.closest<HTMLElement>('main [role="alert"]'))
      .find(Boolean)!;
    expect(within(alert).getByText('База данных недоступна')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(errors).toEqual([caughtByBoundary('MatchInnerImpl', 'База данных недоступна')]);
    expect(warnings).toEqual([
      [
        'Warning: Error in route match: /_authenticated/moderation/videos/$videoId/moderation/videos/7',
      ],
    ]);
  });
});
