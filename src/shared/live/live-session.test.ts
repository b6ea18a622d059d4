import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSessionNotice } from '../session/notice';
import { isLoggedIn } from '../session/tokens';
import { loginAs } from '@/test/render';
import { FakeEventSource } from './event-source.test-helpers';
import { parseLiveEvent } from './events';
import { startLiveSession } from './live-session';
import { currentSession, reloadsOf } from '@/test/session';

afterEach(() => {
  FakeEventSource.all = [];
  vi.unstubAllGlobals();
});

const MESSAGE = 'Учётная запись заблокирована. Причина: Передача доступа третьим лицам';

describe('the live session', () => {
  it('reads `session`: why the session is over', () => {
    expect(parseLiveEvent('session', JSON.stringify({ message: MESSAGE }))).toEqual({
      type: 'session',
      data: { message: MESSAGE },
    });
    expect(parseLiveEvent('session', JSON.stringify({ reason: 'blocked' }))).toBeNull();
  });

  it('ends the session at once on `session`, leaving its message for the login page', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    loginAs(2);
    const stop = startLiveSession(currentSession());
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const source = FakeEventSource.all[0]!;
    source.open();
    expect(reloadsOf(currentSession())).toBe(0);

    source.send('session', JSON.stringify({ message: MESSAGE }));

    expect(reloadsOf(currentSession())).toBe(1);
    expect(isLoggedIn()).toBe(false);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(takeSessionNotice()).toBe(MESSAGE);
    stop();
  });
});
