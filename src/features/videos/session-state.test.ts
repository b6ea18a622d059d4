import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/shared/api/session';
import { sessionFrames } from '@/shared/lib/frame-store';
import { testSession } from '@/test/session';
import { useRowFrames, useRowFramesOpen } from './row-frames';

const inSession =
  (session: Session) =>
  ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: session.queryClient }, children);

describe("the videos' state is the session's", () => {
  it('the filmstrips: one store for the whole session, emptied by its logout, none for the next user', () => {
    const first = testSession();
    const frames = first.own(sessionFrames);
    frames.request('a.webm', 'later');
    expect(first.own(sessionFrames)).toBe(frames);
    expect(first.own(sessionFrames).kept()).toEqual(['a.webm']);

    first.lifecycle.logout();
    expect(frames.kept()).toEqual([]);
    expect(first.own(sessionFrames).kept()).toEqual([]);
    // The page reloaded after the logout: the next user's session.
    expect(testSession().own(sessionFrames).kept()).toEqual([]);
  });

  it("the row whose frames are open: the next user's list opens with none", () => {
    const first = testSession();
    const opened = renderHook(() => ({ frames: useRowFrames(), open: useRowFramesOpen(5) }), {
      wrapper: inSession(first),
    });
    act(() => opened.result.current.frames.open(5));
    expect(opened.result.current.open).toBe(true);
    opened.unmount();

    first.lifecycle.logout();
    const next = renderHook(() => useRowFramesOpen(5), { wrapper: inSession(testSession()) });
    expect(next.result.current).toBe(false);
  });
});
