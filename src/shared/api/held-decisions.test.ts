import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { loginAs } from '@/test/render';
import { pageLifecycle } from '../lifecycle/page-lifecycle';
import Cookies from 'js-cookie';
import { notificationsStore } from '@mantine/notifications';
import { api, resendUnsent } from './client';
import { hasUnsent, listUnsent, unsentDecisionsNotice } from './unsent-decisions';
import { queryClient } from './query-client';
import { selfQueryKey } from './self';
import {
  holdDecision,
  isHeld,
  sendHeldDecisions,
  sendHeldDecisionsAndLogout,
  undoDecision,
  UNDO_WINDOW_MS,
} from './held-decisions';

function decision() {
  return { send: vi.fn(() => Promise.resolve()), undo: vi.fn() };
}

describe('held decisions (undo)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is sent only once the 5 s window has passed', () => {
    expect(UNDO_WINDOW_MS).toBe(5000);
    const approve = decision();
    expect(holdDecision('videos:1', approve)).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(approve.send).not.toHaveBeenCalled();
    expect(isHeld('videos:1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(approve.send).toHaveBeenCalledTimes(1);
    expect(isHeld('videos:1')).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(approve.send).toHaveBeenCalledTimes(1);
  });

  it('undone within the window, it is never sent and the page is put back', () => {
    const approve = decision();
    holdDecision('videos:1', approve);
    vi.advanceTimersByTime(3000);
    expect(undoDecision('videos:1')).toBe(true);
    expect(approve.undo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(approve.send).not.toHaveBeenCalled();
    // Too late to undo what is gone.
    expect(undoDecision('videos:1')).toBe(false);
    expect(approve.undo).toHaveBeenCalledTimes(1);
  });

  it('two decisions in a row keep their own windows; undoing one leaves the other', () => {
    const first = decision();
    const second = decision();
    holdDecision('videos:1', first);
    vi.advanceTimersByTime(2000);
    holdDecision('videos:2', second);
    undoDecision('videos:2');
    vi.advanceTimersByTime(3000);
    expect(first.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(second.send).not.toHaveBeenCalled();
    expect(second.undo).toHaveBeenCalledTimes(1);
  });

  it('a second decision on the same item while one is held is refused', () => {
    const approve = decision();
    const reject = decision();
    expect(holdDecision('videos:1', approve)).toBe(true);
    expect(holdDecision('videos:1', reject)).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(approve.send).toHaveBeenCalledTimes(1);
    expect(reject.send).not.toHaveBeenCalled();
  });

  it('sending them now (logout) sends every held decision at once, and each only once', async () => {
    const first = decision();
    const second = decision();
    holdDecision('videos:1', first);
    holdDecision('comments:7', second);
    await sendHeldDecisions();
    expect(first.send).toHaveBeenCalledTimes(1);
    expect(second.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(first.send).toHaveBeenCalledTimes(1);
  });

  it('the page going away (tab closed, reload) sends them at once, marked keepalive', () => {
    const approve = decision();
    holdDecision('videos:1', approve);
    window.dispatchEvent(new Event('pagehide'));
    expect(pageLifecycle.hiding).toBe(true);
    expect(approve.send).toHaveBeenCalledTimes(1);
    // Back from the back-forward cache: calls are ordinary again.
    window.dispatchEvent(new Event('pageshow'));
    expect(pageLifecycle.hiding).toBe(false);
  });
});

describe('calls made while the page goes away', () => {
  it('are sent keepalive, so the browser finishes them after the page is gone', async () => {
    loginAs(2);
    server.use(
      http.post('*/api/admin/videos/:id/approve', () => HttpResponse.json({ result: {} })),
    );
    // What the client hands to the browser's fetch (the mock layer copies requests without it).
    const fetched = vi.spyOn(globalThis, 'fetch');
    await api.post('videos/1/approve', z.object({}));
    pageLifecycle.hiding = true;
    await api.post('videos/1/approve', z.object({}));
    const sent = fetched.mock.calls.map(([request]) => request as Request);
    expect(sent.map((request) => request.keepalive)).toEqual([false, true]);
    expect(sent[1]!.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});

describe('decisions sent as the page went away', () => {
  it('are written down and sent again when the panel next opens; a refusal then is quiet', async () => {
    loginAs(2);
    const received: unknown[] = [];
    let answered = 0;
    server.use(
      http.post('*/api/admin/videos/:id/reject', async ({ request, params }) => {
        received.push([params.id, await request.json()]);
        // The keepalive call arrived, but its answer never reached the page (it was gone); the
        // second finds the video decided.
        return answered++ === 0
          ? HttpResponse.error()
          : HttpResponse.json({ message: 'Уже решено: moderator' }, { status: 409 });
      }),
    );
    pageLifecycle.hiding = true;
    await api.post('videos/7/reject', z.object({}), { reason: 'Плохой звук' }).catch(() => null);
    pageLifecycle.hiding = false;
    expect(hasUnsent()).toBe(true);

    await resendUnsent(2);
    expect(received).toEqual([
      ['7', { reason: 'Плохой звук' }],
      ['7', { reason: 'Плохой звук' }],
    ]);
    expect(hasUnsent()).toBe(false);
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it("a hiding page's call stays written down even when answered: the next start sends it again", async () => {
    loginAs(2);
    server.use(
      http.post('*/api/admin/videos/:id/approve', () => HttpResponse.json({ result: {} })),
    );
    pageLifecycle.hiding = true;
    await api.post('videos/7/approve', z.object({}));
    pageLifecycle.hiding = false;
    expect(listUnsent().map(({ path }) => path)).toEqual(['videos/7/approve']);
  });

  it('only an answer ends one: a 5xx keeps it written down (and counted), a 4xx or a 2xx ends it', async () => {
    loginAs(2);
    let status = 500;
    server.use(
      http.post('*/api/admin/videos/:id/approve', () =>
        status === 200
          ? HttpResponse.json({ result: {} })
          : HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status }),
      ),
    );
    pageLifecycle.hiding = true;
    await api.post('videos/9/approve', z.object({})).catch(() => undefined);
    pageLifecycle.hiding = false;

    expect(await resendUnsent(2)).toBe(1);
    expect(hasUnsent()).toBe(true);
    status = 503;
    expect(await resendUnsent(2)).toBe(1);
    expect(hasUnsent()).toBe(true);
    status = 409;
    expect(await resendUnsent(2)).toBe(0);
    expect(hasUnsent()).toBe(false);

    status = 500;
    pageLifecycle.hiding = true;
    await api.post('videos/9/approve', z.object({})).catch(() => undefined);
    pageLifecycle.hiding = false;
    status = 200;
    expect(await resendUnsent(2)).toBe(0);
    expect(hasUnsent()).toBe(false);
  });

  it('one that never got an answer waits; a logged-out tab sends nothing and keeps it for the next login', async () => {
    loginAs(2);
    server.use(http.post('*/api/admin/comments/:id/hide', () => HttpResponse.error()));
    pageLifecycle.hiding = true;
    await api.post('comments/3/hide', z.object({})).catch(() => undefined);
    pageLifecycle.hiding = false;
    await resendUnsent(2);
    expect(hasUnsent()).toBe(true);

    const sent = vi.fn(() => HttpResponse.json({ result: {} }));
    server.use(http.post('*/api/admin/comments/:id/hide', sent));
    Cookies.remove('accessToken', { path: '/' });
    Cookies.remove('refreshToken', { path: '/' });
    expect(await resendUnsent(2)).toBe(0);
    expect(sent).not.toHaveBeenCalled();
    expect(hasUnsent()).toBe(true);

    loginAs(2);
    expect(await resendUnsent(2)).toBe(0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(hasUnsent()).toBe(false);
  });

  it("are their user's: another user who logs in sends none of them, and they stay for their own", async () => {
    loginAs(2);
    queryClient.setQueryData(selfQueryKey, { id: 2 });
    server.use(http.post('*/api/admin/videos/:id/approve', () => HttpResponse.error()));
    pageLifecycle.hiding = true;
    await api.post('videos/4/approve', z.object({})).catch(() => undefined);
    pageLifecycle.hiding = false;

    const sent = vi.fn(() => HttpResponse.json({ result: {} }));
    server.use(http.post('*/api/admin/videos/:id/approve', sent));
    loginAs(1);
    expect(await resendUnsent(1)).toBe(0);
    expect(sent).not.toHaveBeenCalled();
    expect(listUnsent(2)).toHaveLength(1);
    expect(listUnsent(1)).toHaveLength(0);

    loginAs(2);
    expect(await resendUnsent(2)).toBe(0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(hasUnsent()).toBe(false);
  });
});

describe('«Выйти» while a decision is held (issue 25 §1)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  function holdApproval(id: number) {
    const undo = vi.fn();
    holdDecision(`videos:${id}`, {
      send: () => api.post(`videos/${id}/approve`, z.object({})).catch(() => undefined),
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
      send: async () => {
        await api.post('videos/5/approve', z.object({})).catch(() => undefined);
        await api.get('videos', z.unknown()).catch(() => undefined);
      },
      undo,
    });
    await sendHeldDecisionsAndLogout();
    expect(listUnsent().map(({ path }) => path)).toEqual(['videos/5/approve']);
  });
});
