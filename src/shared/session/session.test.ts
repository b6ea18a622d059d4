import { afterEach, describe, expect, it, vi } from 'vitest';
import { followLogoutInOtherTabs, page, SESSION_CHECK_MS } from './session';
import { clearTokens, storeTokens } from './tokens';

describe('other tabs follow a logout', () => {
  afterEach(() => vi.useRealTimers());

  it('a tab whose session cookies vanish reloads (to /login) even if the broadcast was lost', () => {
    vi.useFakeTimers();
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    const stop = followLogoutInOtherTabs();
    vi.advanceTimersByTime(SESSION_CHECK_MS * 2);
    expect(page.reload).not.toHaveBeenCalled();

    clearTokens();
    vi.advanceTimersByTime(SESSION_CHECK_MS);
    expect(page.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SESSION_CHECK_MS * 3);
    expect(page.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a tab that never had a session (the login page) stays as it is', () => {
    vi.useFakeTimers();
    const stop = followLogoutInOtherTabs();
    vi.advanceTimersByTime(SESSION_CHECK_MS * 5);
    expect(page.reload).not.toHaveBeenCalled();
    stop();
  });
});
