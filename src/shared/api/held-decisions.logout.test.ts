import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { loginAs } from '@/test/render';
import { pageLifecycle } from '../lifecycle/page-lifecycle';
import { api } from './client';
import { hasUnsent, listUnsent, unsentDecisionsNotice } from './unsent-decisions';
import { queryClient } from './query-client';
import { selfQueryKey } from './self';
import { holdDecision, sendHeldDecisionsAndLogout } from './held-decisions';

describe('«Выйти» while a decision is held', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  function holdApproval(id: number) {
    const undo = vi.fn();
    holdDecision(`videos:${id}`, {
      item: `videos/${id}`,
      send: () =>
        api.post(`videos/${id}/approve`, z.object({})).then(
          () => true,
          () => false,
        ),
      undo,
    });
  }

  it('a send that fails is written down with its user before the reload, and not lost', async () => {
    loginAs(2);
    queryClient.setQueryData(selfQueryKey, { id: 2 });
    server.use(
      http.post('*/api/admin/videos/:id/approve', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    holdApproval(290);
    vi.advanceTimersByTime(2000);
    await sendHeldDecisionsAndLogout();

    expect(pageLifecycle.reload).toHaveBeenCalledTimes(1);
    expect(listUnsent(2).map(({ method, path }) => [method, path])).toEqual([
      ['POST', 'videos/290/approve'],
    ]);
    expect(unsentDecisionsNotice(listUnsent())).toBe(
      'Не отправлены решения: 1 (видео №290). Войдите — они будут отправлены.',
    );
  });

  it('a send the server takes (or refuses for good) leaves nothing written down', async () => {
    loginAs(2);
    let status = 200;
    server.use(
      http.post('*/api/admin/videos/:id/approve', () =>
        status === 200
          ? HttpResponse.json({ result: {} })
          : HttpResponse.json({ message: 'Уже решено: moderator' }, { status }),
      ),
    );
    holdApproval(1);
    await sendHeldDecisionsAndLogout();
    expect(hasUnsent()).toBe(false);

    // The page has reloaded (as the first log-out asked) and the user logged in again.
    pageLifecycle.leaving = false;
    loginAs(2);
    status = 409;
    holdApproval(2);
    await sendHeldDecisionsAndLogout();
    expect(hasUnsent()).toBe(false);
    expect(pageLifecycle.reload).toHaveBeenCalledTimes(2);
  });

  it('what is fetched meanwhile (a list refreshed after the decision) is not written down', async () => {
    loginAs(2);
    server.use(
      http.post('*/api/admin/videos/:id/approve', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
      http.get('*/api/admin/videos', () => HttpResponse.error()),
    );
    const undo = vi.fn();
    holdDecision('videos:5', {
      item: 'videos/5',
      send: async () => {
        await api.post('videos/5/approve', z.object({})).catch(() => undefined);
        await api.get('videos', z.unknown()).catch(() => undefined);
        return false;
      },
      undo,
    });
    await sendHeldDecisionsAndLogout();
    expect(listUnsent().map(({ path }) => path)).toEqual(['videos/5/approve']);
  });
});
