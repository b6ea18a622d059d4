import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { SHARED_NOTICE_MS, takeSessionNotice } from '../session/notice';
import { createPageLifecycle, SESSION_CHECK_MS, type PageLifecycle } from './page-lifecycle';

/** This tab's page; its reload recorded (jsdom does not navigate). */
let page: PageLifecycle;
let reload: Mock<() => void>;
beforeEach(() => {
  reload = vi.fn<() => void>();
  page = createPageLifecycle({ reload });
});
import { clearTokens, storeTokens } from '../session/tokens';

describe('other tabs follow a logout', () => {
  afterEach(() => vi.useRealTimers());

  it('a tab whose session cookies vanish reloads (to /login) even if the broadcast was lost', () => {
    vi.useFakeTimers();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = page.followLogoutInOtherTabs();
    vi.advanceTimersByTime(SESSION_CHECK_MS * 2);
    expect(reload).not.toHaveBeenCalled();

    clearTokens();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_CHECK_MS * 3);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a tab already leaving on its own logout reloads once, whatever other tabs tell it', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = page.followLogoutInOtherTabs();
    const otherTab = new BroadcastChannel('www-admin-session');
    page.logout('Учётная запись заблокирована. Причина: спам');
    page.logout('Сессия истекла. Войдите снова.');
    otherTab.postMessage({ type: 'logout', notice: 'Сессия истекла. Войдите снова.' });
    // The broadcast arrives asynchronously: wait for a message sent after it to arrive as well.
    const listener = new BroadcastChannel('www-admin-session');
    const after = new Promise((resolve) => (listener.onmessage = resolve));
    otherTab.postMessage({ type: 'ping' });
    await after;
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeSessionNotice()).toBe('Учётная запись заблокирована. Причина: спам');
    listener.close();
    otherTab.close();
    stop();
  });

  it('a tab that follows by its cookie check, before any message reached it, still says why', () => {
    vi.useFakeTimers();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = page.followLogoutInOtherTabs();
    // The other tab logs out; its broadcast and this tab's own live event are still on their way
    // when this tab's next check finds the cookies gone (fake timers: no message is delivered).
    const otherTab = createPageLifecycle({ reload: vi.fn() });
    otherTab.logout('Учётная запись заблокирована. Причина: спам');
    // What the other tab left for its own login page (jsdom's tabs share one sessionStorage).
    takeSessionNotice();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeSessionNotice()).toBe('Учётная запись заблокирована. Причина: спам');
    stop();
  });

  it("a cookie check after the user's own log-out, or long after another one, says nothing", () => {
    vi.useFakeTimers();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = page.followLogoutInOtherTabs();
    createPageLifecycle({ reload: vi.fn() }).logout('Сессия истекла. Войдите снова.');
    takeSessionNotice();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    createPageLifecycle({ reload: vi.fn() }).logout();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeSessionNotice()).toBeNull();

    const later = createPageLifecycle({ reload });
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stopLater = later.followLogoutInOtherTabs();
    createPageLifecycle({ reload: vi.fn() }).logout('Сессия истекла. Войдите снова.');
    takeSessionNotice();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.advanceTimersByTime(SHARED_NOTICE_MS + SESSION_CHECK_MS);
    clearTokens();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(takeSessionNotice()).toBeNull();
    stop();
    stopLater();
  });

  it('a login page a logout reloaded keeps the reason it shows when the other tabs log out too', async () => {
    // Blocked: each tab's live stream ends its session; this one reloaded first and shows why.
    const stop = page.followLogoutInOtherTabs();
    const otherTab = new BroadcastChannel('www-admin-session');
    otherTab.postMessage({
      type: 'logout',
      notice: 'Учётная запись заблокирована. Причина: спам',
    });
    const listener = new BroadcastChannel('www-admin-session');
    const after = new Promise((resolve) => (listener.onmessage = resolve));
    otherTab.postMessage({ type: 'ping' });
    await after;
    expect(reload).not.toHaveBeenCalled();
    listener.close();
    otherTab.close();
    stop();
  });

  it('a tab that never had a session (the login page) stays as it is', () => {
    vi.useFakeTimers();
    const stop = page.followLogoutInOtherTabs();
    vi.advanceTimersByTime(SESSION_CHECK_MS * 5);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});

describe('why the session ended, for the login page after the reload', () => {
  it("the user's own log-out leaves no reason", () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    page.logout();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeSessionNotice()).toBeNull();
  });

  it('a log-out with a reason leaves it once', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    page.logout('Сессия истекла. Войдите снова.');
    expect(takeSessionNotice()).toBe('Сессия истекла. Войдите снова.');
    expect(takeSessionNotice()).toBeNull();
  });

  it('another tab that follows the log-out keeps the reason it was told', async () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = page.followLogoutInOtherTabs();
    const otherTab = new BroadcastChannel('www-admin-session');
    clearTokens();
    otherTab.postMessage({ type: 'logout', notice: 'Сессия истекла. Войдите снова.' });

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), {
      timeout: 10_000,
    });
    expect(takeSessionNotice()).toBe('Сессия истекла. Войдите снова.');
    otherTab.close();
    stop();
  });
});
