import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { preloadQuery } from './preload';
import { sayIfUnsaid } from './say-unsaid';
import { ensureOrNotFound, startFetching } from './route-data';
import { ApiError, SessionEndedError } from './errors';
import { keys } from './keys';
import { failureOf, queryClientConfig, reportErrorWith } from './query-client';
import { notifyError } from '@/shared/ui/notify';

/** A cache as a session makes it, failures said in red notifications. */
const createQueryClient = () => new QueryClient(queryClientConfig(reportErrorWith(notifyError)));
import { notificationsAndQueue } from '@/test/notifications';

const shown = () => notificationsAndQueue().map(({ color, message }) => ({ color, message }));

const failing =
  (message: string, status = 500) =>
  () =>
    Promise.reject(new ApiError(message, status));

describe('which failures pop up (one failure, one message)', () => {
  it('a query that fails with nothing on screen shows its message in red', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: failing('Сервер недоступен') })
      .catch(() => undefined);
    expect(shown()).toEqual([{ color: 'red', message: 'Сервер недоступен' }]);
  });

  it('a background refetch that fails while the data is on screen still says so', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['list'], queryFn: () => Promise.resolve([1, 2, 3]) });
    await client
      .fetchQuery({
        queryKey: ['list'],
        queryFn: failing('Внутренняя ошибка сервера'),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(client.getQueryData(['list'])).toEqual([1, 2, 3]);
    expect(shown()).toEqual([{ color: 'red', message: 'Внутренняя ошибка сервера' }]);
  });

  it('a query that fails out of sight says what failed above the server’s message', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['counters'],
        queryFn: failing('Внутренняя ошибка сервера'),
        meta: { failure: 'Не удалось обновить счётчики' },
      })
      .catch(() => undefined);
    expect(notificationsAndQueue().map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Не удалось обновить счётчики', message: 'Внутренняя ошибка сервера' },
    ]);
  });

  it('a query that does not say what it loads is named by its key, never a bare server message', async () => {
    const client = createQueryClient();
    for (const queryKey of [
      keys.complaints.detail(126),
      keys.videos.list({ page: 1 }),
      ['users', 'self'],
      keys.counters,
    ])
      await client
        .fetchQuery({ queryKey, queryFn: failing('Внутренняя ошибка сервера') })
        .catch(() => undefined);
    // Failed loads share one notice that counts them, each named, the newest first.
    expect(notificationsAndQueue().map(({ title, message }) => ({ title, message }))).toEqual([
      {
        title: 'Не удалось загрузить данные: 4',
        message: [
          'Не удалось загрузить счётчики — Внутренняя ошибка сервера',
          'Не удалось загрузить профиль — Внутренняя ошибка сервера',
          'Не удалось загрузить видео — Внутренняя ошибка сервера',
          'Не удалось загрузить жалобу №126 — Внутренняя ошибка сервера',
        ].join('\n'),
      },
    ]);
    expect(failureOf(['users', 'detail', 7])).toBe('Не удалось загрузить пользователя №7');
  });

  it('one failure, one line: the same call failing again is merged, another call’s identical message is counted', async () => {
    const client = createQueryClient();
    for (let i = 0; i < 3; i += 1)
      await client
        .fetchQuery({
          queryKey: ['a'],
          queryFn: failing('Внутренняя ошибка сервера'),
          staleTime: 0,
        })
        .catch(() => undefined);
    expect(shown()).toEqual([{ color: 'red', message: 'Внутренняя ошибка сервера' }]);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: failing('Внутренняя ошибка сервера') })
      .catch(() => undefined);
    expect(
      notificationsAndQueue().map(({ color, title, message }) => ({ color, title, message })),
    ).toEqual([
      {
        color: 'red',
        title: 'Не удалось загрузить данные: 2',
        message: 'Внутренняя ошибка сервера\nВнутренняя ошибка сервера',
      },
    ]);
  });

  it('five more failed loads than the notice names: the newest four, and how many more', async () => {
    const client = createQueryClient();
    for (let id = 1; id <= 9; id += 1)
      await client
        .fetchQuery({
          queryKey: keys.videos.detail(id),
          queryFn: failing('Внутренняя ошибка сервера'),
        })
        .catch(() => undefined);
    const [notice, ...others] = notificationsAndQueue();
    expect(others).toEqual([]);
    expect(notice!.title).toBe('Не удалось загрузить данные: 9');
    expect(String(notice!.message).split('\n')).toEqual([
      'Не удалось загрузить видео №9 — Внутренняя ошибка сервера',
      'Не удалось загрузить видео №8 — Внутренняя ошибка сервера',
      'Не удалось загрузить видео №7 — Внутренняя ошибка сервера',
      'Не удалось загрузить видео №6 — Внутренняя ошибка сервера',
      'и ещё 5',
    ]);
  });

  it('a preload nobody asked for fails quietly; the same data asked for, or shown, fails out loud', async () => {
    const client = createQueryClient();
    const options = (id: number) => ({
      queryKey: keys.videos.detail(id),
      queryFn: failing('Внутренняя ошибка сервера'),
    });
    // The row under the pointer, and a hovered link's route.
    await preloadQuery(client, options(334));
    startFetching(client, options(337), { preload: true });
    await ensureOrNotFound(client, options(343), { preload: true }).catch(() => undefined);
    await vi.waitFor(() =>
      expect(client.getQueryState(options(337).queryKey)?.status).toBe('error'),
    );
    expect(notificationsAndQueue()).toEqual([]);

    // The moderator opens the page while its preload is on its way: the navigation joins it.
    let fail: (error: Error) => void = () => undefined;
    const slow = {
      queryKey: keys.videos.detail(347),
      queryFn: () => new Promise<never>((_, reject) => (fail = reject)),
    };
    void preloadQuery(client, slow);
    const opened = ensureOrNotFound(client, slow, { preload: false }).catch(() => undefined);
    fail(new ApiError('Внутренняя ошибка сервера', 500));
    await opened;
    // A component shows the data a preload is fetching.
    let failShown: (error: Error) => void = () => undefined;
    const shownSlow = {
      queryKey: keys.videos.detail(348),
      queryFn: () => new Promise<never>((_, reject) => (failShown = reject)),
    };
    void preloadQuery(client, shownSlow);
    const observer = new QueryObserver(client, shownSlow);
    const stop = observer.subscribe(() => undefined);
    failShown(new ApiError('Внутренняя ошибка сервера', 500));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    stop();
    expect(notificationsAndQueue().map(({ title }) => title)).toEqual([
      'Не удалось загрузить данные: 2',
    ]);
    expect(String(notificationsAndQueue()[0]!.message)).toBe(
      [
        'Не удалось загрузить видео №348 — Внутренняя ошибка сервера',
        'Не удалось загрузить видео №347 — Внутренняя ошибка сервера',
      ].join('\n'),
    );
  });

  it('a preload’s quiet failure is said when a page shows it after all, once', async () => {
    const client = createQueryClient();
    // A hovered link's route: its loader fails as a preload, quietly.
    const failed = await ensureOrNotFound(
      client,
      { queryKey: keys.videos.detail(352), queryFn: failing('Внутренняя ошибка сервера') },
      { preload: true },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ApiError);
    expect(notificationsAndQueue()).toEqual([]);
    // The click joined that preload, and its page shows the failure: said now, and only once.
    sayIfUnsaid(failed);
    sayIfUnsaid(failed);
    expect(notificationsAndQueue().map(({ title, message }) => ({ title, message }))).toEqual([
      { title: 'Не удалось загрузить видео №352', message: 'Внутренняя ошибка сервера' },
    ]);
  });

  it('a failed action says why once', async () => {
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: failing('Заявка уже рассмотрена', 409),
    });
    await observer.mutate().catch(() => undefined);
    expect(shown()).toEqual([{ color: 'red', message: 'Заявка уже рассмотрена' }]);
  });

  it('an ended session and a cancelled call show nothing', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['s'], queryFn: () => Promise.reject(new SessionEndedError()) })
      .catch(() => undefined);
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(abort) })
      .catch(() => undefined);
    expect(shown()).toEqual([]);
  });

  it("an error that is not the client's reads 'Неизвестная ошибка'", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['t'],
        queryFn: () => Promise.reject(new TypeError('x is undefined')),
      })
      .catch(() => undefined);
    expect(shown()).toEqual([{ color: 'red', message: 'Неизвестная ошибка' }]);
  });
});
