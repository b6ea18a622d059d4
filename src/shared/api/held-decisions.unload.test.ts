import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '@mocks/node';
import { loginAs } from '@/test/render';
import Cookies from 'js-cookie';
import { notificationsStore } from '@mantine/notifications';
import { hasUnsent, listUnsent } from './unsent-decisions';
import { rememberUnsent } from './unsent-storage';
import { selfQueryKey } from './self';
import { tab } from '@/test/session';

describe('calls made while the page goes away', () => {
  it('are sent keepalive, so the browser finishes them after the page is gone', async () => {
    loginAs(2);
    server.use(
      http.post('*/api/admin/videos/:id/approve', () => HttpResponse.json({ result: {} })),
    );
    // What the client hands to the browser's fetch (the mock layer copies requests without it).
    const fetched = vi.spyOn(globalThis, 'fetch');
    await tab.api.post('videos/1/approve', z.object({}));
    tab.lifecycle.hiding = true;
    await tab.api.post('videos/1/approve', z.object({}));
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
    tab.lifecycle.hiding = true;
    await tab.api
      .post('videos/7/reject', z.object({}), { reason: 'Плохой звук' })
      .catch(() => null);
    tab.lifecycle.hiding = false;
    expect(hasUnsent()).toBe(true);

    await tab.resendUnsent(2);
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
    tab.lifecycle.hiding = true;
    await tab.api.post('videos/7/approve', z.object({}));
    tab.lifecycle.hiding = false;
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
    tab.lifecycle.hiding = true;
    await tab.api.post('videos/9/approve', z.object({})).catch(() => undefined);
    tab.lifecycle.hiding = false;

    expect((await tab.resendUnsent(2)).waiting).toHaveLength(1);
    expect(hasUnsent()).toBe(true);
    status = 503;
    expect((await tab.resendUnsent(2)).waiting).toHaveLength(1);
    expect(hasUnsent()).toBe(true);
    status = 409;
    expect((await tab.resendUnsent(2)).waiting).toHaveLength(0);
    expect(hasUnsent()).toBe(false);

    status = 500;
    tab.lifecycle.hiding = true;
    await tab.api.post('videos/9/approve', z.object({})).catch(() => undefined);
    tab.lifecycle.hiding = false;
    status = 200;
    expect((await tab.resendUnsent(2)).waiting).toHaveLength(0);
    expect(hasUnsent()).toBe(false);
  });

  it('one that never got an answer waits; a logged-out tab sends nothing and keeps it for the next login', async () => {
    loginAs(2);
    server.use(http.post('*/api/admin/comments/:id/hide', () => HttpResponse.error()));
    tab.lifecycle.hiding = true;
    await tab.api.post('comments/3/hide', z.object({})).catch(() => undefined);
    tab.lifecycle.hiding = false;
    await tab.resendUnsent(2);
    expect(hasUnsent()).toBe(true);

    const sent = vi.fn(() => HttpResponse.json({ result: {} }));
    server.use(http.post('*/api/admin/comments/:id/hide', sent));
    Cookies.remove('accessToken', { path: '/' });
    Cookies.remove('refreshToken', { path: '/' });
    expect((await tab.resendUnsent(2)).waiting).toHaveLength(0);
    expect(sent).not.toHaveBeenCalled();
    expect(hasUnsent()).toBe(true);

    loginAs(2);
    expect((await tab.resendUnsent(2)).waiting).toHaveLength(0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(hasUnsent()).toBe(false);
  });

  it("are their user's: another user who logs in sends none of them, and they stay for their own", async () => {
    loginAs(2);
    tab.queryClient.setQueryData(selfQueryKey, { id: 2 });
    server.use(http.post('*/api/admin/videos/:id/approve', () => HttpResponse.error()));
    tab.lifecycle.hiding = true;
    await tab.api.post('videos/4/approve', z.object({})).catch(() => undefined);
    tab.lifecycle.hiding = false;

    const sent = vi.fn(() => HttpResponse.json({ result: {} }));
    server.use(http.post('*/api/admin/videos/:id/approve', sent));
    loginAs(1);
    expect((await tab.resendUnsent(1)).waiting).toHaveLength(0);
    expect(sent).not.toHaveBeenCalled();
    expect(listUnsent(2)).toHaveLength(1);
    expect(listUnsent(1)).toHaveLength(0);

    loginAs(2);
    expect((await tab.resendUnsent(2)).waiting).toHaveLength(0);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(hasUnsent()).toBe(false);
  });

  it('one decision is one record: written down again (sent as the page left, then failed), it replaces the first', () => {
    const first = rememberUnsent({
      method: 'POST',
      path: 'videos/5/approve',
      at: Date.now(),
      userId: 2,
    });
    rememberUnsent({
      method: 'POST',
      path: 'videos/5/approve',
      at: Date.now(),
      userId: 2,
      failed: true,
    });
    rememberUnsent({ method: 'POST', path: 'videos/6/approve', at: Date.now(), userId: 2 });
    expect(listUnsent(2).map(({ path, failed }) => [path, failed ?? false])).toEqual([
      ['videos/5/approve', true],
      ['videos/6/approve', false],
    ]);
    expect(listUnsent(2).map(({ id }) => id)).not.toContain(first);
  });
});
