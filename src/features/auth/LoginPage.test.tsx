import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render';
import { holdAnswers, recordRequests } from '@/test/requests';
import { hasUnsent, listUnsent } from '@/shared/api/unsent-decisions';
import { rememberUnsent } from '@/shared/api/unsent-storage';

/** The bodies of the logins sent. */
const trackAuthCalls = () =>
  recordRequests({ method: 'POST', path: /^\/api\/admin\/auth$/ }, ({ body }) => body);

describe('login page', () => {
  it('shows the exact texts of the login page and its title', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Административная панель Who Will Win' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Логин')).toHaveAttribute('placeholder', 'Введите логин');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('placeholder', 'Введите пароль');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Who Will Win' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Who Will Win - Авторизация'));
  });

  it('puts the focus in the login field', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText('Логин');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('validates only on submit, shows errors after the first attempt and sends nothing while invalid', async () => {
    const user = userEvent.setup();
    const calls = trackAuthCalls();
    renderApp('/login');
    const login = await screen.findByLabelText('Логин');
    await user.type(login, 'not-an-email');
    expect(screen.queryByText('Некорректный email адрес')).not.toBeInTheDocument();
    expect(screen.queryByText('Поле не должно быть пустым')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Некорректный email адрес')).toBeInTheDocument();
    expect(screen.getByText('Поле не должно быть пустым')).toBeInTheDocument();

    // After the first submit, errors follow the input.
    await user.clear(login);
    expect(await screen.findAllByText('Поле не должно быть пустым')).toHaveLength(2);
    await user.type(login, 'admin@whowillwin.ru');
    await waitFor(() => expect(screen.getAllByText('Поле не должно быть пустым')).toHaveLength(1));

    // Valid at last: the one login sent is this one (the invalid attempts before it sent nothing).
    await user.type(screen.getByLabelText('Пароль'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('table', { name: 'Видео' });
    expect(calls).toEqual([{ email: 'admin@whowillwin.ru', password: 'admin123' }]);
  });

  it('shows the server message under the fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Логин'), 'admin@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Неверный логин или пароль');
    expect(screen.getByLabelText('Логин')).toHaveValue('admin@whowillwin.ru');
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong');
  });

  it('falls back to ERROR {status} when the server sends no message', async () => {
    server.use(http.post('*/api/admin/auth', () => new HttpResponse(null, { status: 502 })));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Логин'), 'admin@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toMatch(/502/);
  });

  it('shows the loading state while the request runs, then goes to /moderation/videos', async () => {
    const login = holdAnswers('post', 'auth');
    const user = userEvent.setup();
    const calls = trackAuthCalls();
    const { router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Логин'), 'admin@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute('data-loading', 'true'),
    );
    login.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/videos'));
    expect(calls).toEqual([{ email: 'admin@whowillwin.ru', password: 'admin123' }]);
    expect(document.cookie).toContain('accessToken=');
    expect(document.cookie).toContain('refreshToken=');
  });

  it('honours a safe redirect target after login', async () => {
    const user = userEvent.setup();
    const first = renderApp('/login?redirect=%2Fusers%3Fsearch%3Dwolf');
    await user.type(await screen.findByLabelText('Логин'), 'moderator@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'moder123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/users'));
    expect(first.router.state.location.search).toMatchObject({ search: 'wolf' });
  });
});

describe('decisions the last session could not send', () => {
  it('the login page names them; the login sends them as that user and says so', async () => {
    const user = userEvent.setup();
    rememberUnsent({ method: 'POST', path: 'videos/290/approve', at: Date.now(), userId: 1 });
    const approved: string[] = [];
    server.use(
      http.post('*/api/admin/videos/:id/approve', ({ params }) => {
        approved.push(String(params.id));
        return HttpResponse.json({ result: {} });
      }),
    );
    renderApp('/login');
    expect(await screen.findByTestId('unsent-decisions')).toHaveTextContent(
      'Не отправлены решения: 1 (видео №290). Войдите — они будут отправлены.',
    );
    expect(approved).toEqual([]);

    await user.type(screen.getByLabelText('Логин'), 'admin@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Решения отправлены')).toBeInTheDocument();
    expect(approved).toEqual(['290']);
    expect(hasUnsent()).toBe(false);
  });

  it('another user who logs in does not send them; a send that fails again waits in the bar «Не отправлено»', async () => {
    const user = userEvent.setup();
    rememberUnsent({ method: 'POST', path: 'videos/290/approve', at: Date.now(), userId: 1 });
    rememberUnsent({ method: 'POST', path: 'comments/3/hide', at: Date.now(), userId: 2 });
    let status = 500;
    const hidden: string[] = [];
    server.use(
      http.post('*/api/admin/comments/:id/hide', ({ params }) => {
        hidden.push(String(params.id));
        return status === 200
          ? HttpResponse.json({ result: {} })
          : HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status });
      }),
    );
    renderApp('/login');
    expect(await screen.findByTestId('unsent-decisions')).toHaveTextContent(
      'Не отправлены решения: 2 (видео №290, комментарий №3).',
    );
    await user.type(screen.getByLabelText('Логин'), 'moderator@whowillwin.ru');
    await user.type(screen.getByLabelText('Пароль'), 'moder123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const bar = await screen.findByRole('region', { name: 'Неотправленные решения' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Не отправлено: 1 комментарий №3');
    expect(await screen.findByText('Снова не отправлено: 1')).toBeInTheDocument();
    expect(hidden).toEqual(['3']);
    // The administrator's approval waits for them.
    expect(listUnsent(1).map(({ path }) => path)).toEqual(['videos/290/approve']);

    status = 200;
    await user.click(within(bar).getByRole('button', { name: 'Повторить все' }));
    expect(await screen.findByText('Решения отправлены')).toBeInTheDocument();
    expect(hidden).toEqual(['3', '3']);
    expect(listUnsent().map(({ path }) => path)).toEqual(['videos/290/approve']);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Неотправленные решения' })).toBeNull(),
    );
  });
});
