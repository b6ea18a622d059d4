import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSessionNotice } from '../session/notice';
import { followLogoutInOtherTabs, logout, pageLifecycle, SESSION_CHECK_MS } from './page-lifecycle';
import { clearTokens, storeTokens } from '../session/tokens';

describe('other tabs follow a logout', () => {
  afterEach(() => vi.useRealTimers());

  it('a tab whose session cookies vanish reloads (to /login) even if the broadcast was lost', () => {
    vi.useFakeTimers();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = followLogoutInOtherTabs();
    vi.advanceTimersByTime(SESSION_CHECK_MS * 2);
    expect(pageLifecycle.reload).not.toHaveBeenCalled();

    clearTokens();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(pageLifecycle.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_CHECK_MS * 3);
    expect(pageLifecycle.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a tab already leaving on its own logout reloads once, whatever other tabs tell it', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = followLogoutInOtherTabs();
    const otherTab = new BroadcastChannel('www-admin-session');
    logout('Учётная запись заблокирована. Причина: спам');
    logout('Сессия истекла. Войдите снова.');
    otherTab.postMessage({ type: 'logout', notice: 'Сессия истекла. Войдите снова.' });
    // The broadcast arrives asynchronously: wait for a message sent after it to arrive as well.
    const listener = new BroadcastChannel('www-admin-session');
    const after = new Promise((resolve) => (listener.onmessage = resolve));
    otherTab.postMessage({ type: 'ping' });
    await after;
    expect(pageLifecycle.reload).toHaveBeenCalledTimes(1);
    expect(takeSessionNotice()).toBe('Учётная запись заблокирована. Причина: спам');
    listener.close();
    otherTab.close();
    stop();
  });

  it('a tab that never had a session (the login page) stays as it is', () => {
    vi.useFakeTimers();
    const stop = followLogoutInOtherTabs();
    vi.advanceTimersByTime(SESSION_CHECK_MS * 5);
    expect(pageLifecycle.reload).not.toHaveBeenCalled();
    stop();
  });
});

describe('why the session ended, for the login page after the reload', () => {
  it("the user's own log-out leaves no reason", () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    logout();
    expect(pageLifecycle.reload).toHaveBeenCalledTimes(1);
    expect(takeSessionNotice()).toBeNull();
  });

  it('a log-out with a reason leaves it once', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    logout('Сессия истекла. Войдите снова.');
    expect(takeSessionNotice()).toBe('Сессия истекла. Войдите снова.');
    expect(takeSessionNotice()).toBeNull();
  });

  it('another tab that follows the log-out keeps the reason it was told', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = followLogoutInOtherTabs();
    const otherTab = new BroadcastChannel('www-admin-session');
    clearTokens();
    otherTab.postMessage({ type: 'logout', notice: 'Сессия истекла. Войдите снова.' });

    await vi.waitFor(() => expect(pageLifecycle.reload).toHaveBeenCalledTimes(1), {
      timeout: 10_000,
    });
    expect(takeSessionNotice()).toBe('Сессия истекла. Войдите снова.');
    otherTab.close();
    stop();
  });
});
