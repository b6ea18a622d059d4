import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginAs } from '@/test/render';
import { holdAnswers, recordCalls } from '@/test/requests';
import { testSession } from '@/test/session';
import { createApiClient } from './client';
import { createPageLifecycle } from '../lifecycle/page-lifecycle';
import type { Session } from './session';
import { selfQueryKey } from './self';
import { hasUnsent, listUnsent } from './unsent-decisions';
import { rememberUnsent } from './unsent-storage';
import { useFailedDecisions } from './useFailedDecisions';

const inSession =
  (session: Session) =>
  ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: session.queryClient }, children);

describe('the unsent decisions are the session’s, not the HTTP client’s', () => {
  it('the client alone writes nothing down, even as the page goes away: it only carries calls', async () => {
    loginAs(2);
    const lifecycle = createPageLifecycle();
    const client = createApiClient({ lifecycle, locks: null });
    lifecycle.hiding = true;
    await client.api.post('videos/7/approve', z.unknown()).catch(() => null);
    expect(hasUnsent()).toBe(false);
  });

  it("the session writes a change sent as its page goes away under the session's user", async () => {
    loginAs(2);
    const session = testSession();
    session.queryClient.setQueryData(selfQueryKey, { id: 2 });
    const held = holdAnswers('post', 'videos/:id/approve');
    session.lifecycle.hiding = true;
    const sent = session.api.post('videos/7/approve', z.unknown());
    await waitFor(() => expect(listUnsent()).toHaveLength(1));
    expect(listUnsent()[0]).toMatchObject({ method: 'POST', path: 'videos/7/approve', userId: 2 });
    held.release();
    await sent.catch(() => null);
  });

  it("the decisions a session is sending again are its own: the next page's session lists none", async () => {
    loginAs(2);
    rememberUnsent({
      method: 'POST',
      path: 'videos/7/approve',
      at: Date.now(),
      userId: 2,
      failed: true,
    });
    const held = holdAnswers('post', 'videos/:id/approve');
    const calls = recordCalls(/videos\/7\/approve/);
    const first = testSession();
    const sending = first.resendUnsent(2);
    await waitFor(() => expect(calls).toEqual(['POST /api/admin/videos/7/approve']));
    // Taken out of storage, still listed on the page that sends it.
    expect(hasUnsent()).toBe(false);
    const onFirst = renderHook(() => useFailedDecisions(undefined), { wrapper: inSession(first) });
    expect(onFirst.result.current.map((call) => call.path)).toEqual(['videos/7/approve']);

    first.lifecycle.logout();
    const onNext = renderHook(() => useFailedDecisions(undefined), {
      wrapper: inSession(testSession()),
    });
    expect(onNext.result.current).toEqual([]);
    held.release();
    await sending.catch(() => null);
  });
});
