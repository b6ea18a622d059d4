import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, notificationsStore } from '@mantine/notifications';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { expireAccessTokensNow, expireRefreshTokensNow } from '@mocks/controls';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { reloadsOf, testSession } from '@/test/session';

/** What a reload does to the app in this tab: a new page (and session) from scratch; sessionStorage stays. */
function reloadAt(path: string) {
  cleanup();
  notifications.clean();
  return renderApp(path, testSession());
}

/**
 * The text of every notification that appears from now on, each time it appears, however soon it
 * closes again (they close after 5 s, which a busy machine may take to get to the next assertion).
 */
function recordShown(): string[] {
  const shown: string[] = [];
  let present = new Set<string | undefined>();
  const unsubscribe = notificationsStore.subscribe((state) => {
    const all = [...state.notifications, ...state.queue];
    for (const notification of all) {
      if (!present.has(notification.id)) shown.push(String(notification.message));
    }
    present = new Set(all.map((notification) => notification.id));
  });
  onTestFinished(() => void unsubscribe());
  return shown;
}

const loginPageHeading = () =>
  screen.findByRole('heading', { name: 'Административная панель Who Will Win' });

describe('saying why, once', () => {
  it('after a refused refresh the login page says the session expired, once', async () => {
    loginAs(1);
    expireRefreshTokensNow();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { session } = renderApp('/users');
    await waitFor(() => expect(reloadsOf(session)).toBe(1));

    const shown = recordShown();
    const { router } = reloadAt('/users');
    await loginPageHeading();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Сессия истекла. Войдите снова.')).toBeInTheDocument();

    reloadAt('/login');
    await loginPageHeading();
    expect(shown).toEqual(['Сессия истекла. Войдите снова.']);
  });

  it.each([
    ['at their next call', false],
    ['when renewing an expired access token', true],
  ])("a blocked moderator's session ends %s, the login page saying why", async (_when, expired) => {
    loginAs(2);
    Object.assign(
      db.users.find((user) => user.id === 2)!,
      {
        status: 'blocked',
        blockReason: 'Передача доступа третьим лицам',
      },
    );
    if (expired) {
      expireAccessTokensNow();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { session } = renderApp('/users');
    await waitFor(() => expect(reloadsOf(session)).toBe(1));

    const shown = recordShown();
    const { router } = reloadAt('/users');
    await loginPageHeading();
    expect(router.state.location.pathname).toBe('/login');
    const reason = 'Учётная запись заблокирована. Причина: Передача доступа третьим лицам';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(shown).toEqual([reason]);
  });

  it("the user's own `Выйти` shows nothing on the login page", async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { session } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(reloadsOf(session)).toBe(1));

    const shown = recordShown();
    reloadAt('/users');
    await loginPageHeading();
    expect(shown).toEqual([]);
  });

  it('a moderator sent away from an administrators’ section is told why, once', async () => {
    const shown = recordShown();
    loginAs(2);
    const { router } = renderApp('/finance/stocks');

    expect(await screen.findByText('Раздел доступен только администраторам')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/videos'));
    await screen.findByRole('table', { name: 'Видео' });
    await vi.dynamicImportSettled();
    expect(shown).toEqual(['Раздел доступен только администраторам']);
  });

  it.each([
    ['a moderator on /', 2, '/', '/moderation/videos'],
    ['an administrator on /finance/stocks', 1, '/finance/stocks', '/finance/stocks'],
  ] as const)('%s is told nothing', async (_label, userId, path, landing) => {
    const shown = recordShown();
    loginAs(userId);
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    await screen.findByTestId('self-nickname');
    // The notification code loads on demand: give a would-be notice the time to arrive.
    await vi.dynamicImportSettled();
    expect(shown).toEqual([]);
  });
});
