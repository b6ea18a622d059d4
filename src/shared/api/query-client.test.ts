import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
    expect(notificationsAndQueue().map(({ title }) => title)).toEqual([
      'Не удалось загрузить жалобу №126',
      'Не удалось загрузить видео',
      'Не удалось загрузить профиль',
      'Не удалось загрузить счётчики',
    ]);
    expect(failureOf(['users', 'detail', 7])).toBe('Не удалось загрузить пользователя №7');
  });

  it('one failure, one notice: the same call failing again is merged, another call’s identical message is not', async () => {
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
    expect(shown()).toEqual([
      { color: 'red', message: 'Внутренняя ошибка сервера' },
      { color: 'red', message: 'Внутренняя ошибка сервера' },
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
