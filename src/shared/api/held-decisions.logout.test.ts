import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { loginAs } from '@/test/render';
import { hasUnsent, listUnsent, unsentDecisionsNotice } from './unsent-decisions';
import { selfQueryKey } from './self';
import { currentSession, reloadsOf, tab } from '@/test/session';
import { recordCalls } from '@/test/requests';
import { getRefreshToken } from '../session/tokens';

describe('«Выйти» while a decision is held', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  function holdApproval(id: number) {
    const undo = vi.fn();
    tab.decisions.hold(`videos:${id}`, {
      item: `videos/${id}`,
      send: () =>
        tab.api.post(`videos/${id}/approve`, z.object({})).then(
          () => true,
          () => false,
        ),
      undo,
    });
  }

  it('a send that fails is written down with its user before the reload, and not lost', async () => {
    loginAs(2);
    tab.queryClient.setQueryData(selfQueryKey, { id: 2 });
    server.use(
      http.post('*/api/admin/videos/:id/approve', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    holdApproval(290);
    vi.advanceTimersByTime(2000);
    await tab.decisions.sendAllAndLogout();

    expect(reloadsOf(currentSession())).toBe(1);
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
    await tab.decisions.sendAllAndLogout();
    expect(hasUnsent()).toBe(false);

    // The page has reloaded (as the first log-out asked) and the user logged in again.
    tab.lifecycle.leaving = false;
    loginAs(2);
    status = 409;
    holdApproval(2);
    await tab.decisions.sendAllAndLogout();
    expect(hasUnsent()).toBe(false);
    expect(reloadsOf(currentSession())).toBe(2);
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
    tab.decisions.hold('videos:5', {
      item: 'videos/5',
      send: async () => {
        await tab.api.post('videos/5/approve', z.object({})).catch(() => undefined);
        await tab.api.get('videos', z.unknown()).catch(() => undefined);
        return false;
      },
      undo,
    });
    await tab.decisions.sendAllAndLogout();
    expect(listUnsent().map(({ path }) => path)).toEqual(['videos/5/approve']);
  });
});

describe('«Выйти» ends the session on the server too', () => {
  /** Whether the mock still renews with this refresh token. */
  async function renews(refreshToken: string): Promise<boolean> {
    const response = await fetch('http://localhost:3000/api/admin/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    return response.status === 200;
  }

  it('after the held decisions: the refresh token is revoked, then the cookies cleared', async () => {
    loginAs(2);
    const refreshToken = getRefreshToken()!;
    const order = recordCalls(/^/);
    tab.decisions.hold('videos:290', {
      item: 'videos/290',
      send: () =>
        tab.api.post('videos/290/approve', z.object({})).then(
          () => true,
          () => false,
        ),
      undo: vi.fn(),
    });
    await tab.decisions.sendAllAndLogout();
    server.events.removeAllListeners();

    expect(order).toEqual(['POST /api/admin/videos/290/approve', 'POST /api/admin/auth/logout']);
    expect(getRefreshToken()).toBeUndefined();
    expect(reloadsOf(currentSession())).toBe(1);
    expect(await renews(refreshToken)).toBe(false);
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ message: 'Ошибка' }, { status: 500 })],
    ['fails on the network', () => HttpResponse.error()],
  ])('when the logout call %s, the cookies go all the same', async (_label, answer) => {
    loginAs(2);
    server.use(http.post('*/api/admin/auth/logout', answer));
    await tab.decisions.sendAllAndLogout();
    expect(getRefreshToken()).toBeUndefined();
    expect(reloadsOf(currentSession())).toBe(1);
  });
});
