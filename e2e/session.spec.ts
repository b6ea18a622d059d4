import type { Page } from '@playwright/test';
import {
  apiIdle,
  cookieValue,
  expect,
  isApiCall,
  isRefreshCall,
  liveStream,
  login,
  mainNav,
  notifications,
  recordRequests,
  test,
  watchNotifications,
  type Role,
  ROW,
} from './fixtures';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Пользователи' });

/** Logged in, on a settled users list (20 rows + header), with nothing else in flight. */
async function onUsersList(page: Page, role: Role): Promise<void> {
  await login(page, role);
  const stream = liveStream(page);
  await page.goto('/users');
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await stream;
  await apiIdle(page);
}

/** One more API call from the page itself: sort the list by videos. */
async function sortByVideos(page: Page): Promise<void> {
  await usersTable(page).getByRole('button', { name: 'Видео' }).click();
  await expect(page).toHaveURL(/[?&]sort=videosCount/);
}

test('an expired access token is renewed transparently', async ({ page, context }) => {
  await onUsersList(page, 'admin');
  const oldAccess = await cookieValue(context, 'accessToken');
  const oldRefresh = await cookieValue(context, 'refreshToken');
  const toasts = await watchNotifications(page);
  const requests = recordRequests(page);

  await page.evaluate(() => window.__mock!.expireAccessTokensNow());
  // Playwright reports a request its service worker answered only when the answer is in: the rows
  // may be drawn before the retried call is in `requests`.
  const retried = page.waitForResponse(
    (response) => isApiCall(response.request(), 'users') && response.status() === 200,
  );
  await sortByVideos(page);
  await retried;
  await expect(usersTable(page).getByRole('columnheader', { name: 'Видео' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // Exactly one refresh, with the refresh token, and the failed call was retried and answered.
  const refreshes = requests.filter(isRefreshCall);
  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]!.postDataJSON()).toEqual({ refreshToken: oldRefresh });
  expect(requests.filter((request) => isApiCall(request, 'auth', 'POST'))).toHaveLength(1);
  const listCalls = requests.filter((request) => isApiCall(request, 'users'));
  expect(listCalls).toHaveLength(2);
  expect((await listCalls[0]!.response())?.status()).toBe(401);
  expect((await listCalls[1]!.response())?.status()).toBe(200);

  expect(await cookieValue(context, 'accessToken')).not.toBe(oldAccess);
  expect(await cookieValue(context, 'refreshToken')).not.toBe(oldRefresh);
  expect((await toasts()).notices).toEqual([]);
  await expect(page).toHaveURL(/\/users\?/);
  await expect(page.getByTestId('self-nickname')).toHaveText('admin');
});

test('an expired access token is renewed on a full reload too', async ({ page }) => {
  await onUsersList(page, 'moderator');
  const requests = recordRequests(page);
  await page.evaluate(() => window.__mock!.expireAccessTokensNow());
  await page.goto('/users');
  await expect(page.getByTestId('self-nickname')).toHaveText('moderator');
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
  expect(requests.filter(isRefreshCall)).toHaveLength(1);
  await expect(page).toHaveURL('/users');
});

test('with both tokens expired the user ends on /login', async ({ page, context }) => {
  await onUsersList(page, 'admin');
  await page.evaluate(() => window.__mock!.expireRefreshTokensNow());
  // Not sortByVideos: the sorted URL may last too short a time to be seen before /login.
  await usersTable(page).getByRole('button', { name: 'Видео' }).click();

  // On /login, which brings the user back to the sorted list.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/login' && url.searchParams.get('redirect') === '/users?sort=videosCount',
  );
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await cookieValue(context, 'accessToken')).toBeUndefined();
  expect(await cookieValue(context, 'refreshToken')).toBeUndefined();
  // The login page says why.
  await expect(notifications(page)).toHaveText(['Сессия истекла. Войдите снова.']);
});

test('a failed list load shows the server message in place and in one red notification that names the list', async ({
  page,
}) => {
  await onUsersList(page, 'admin');
  const toasts = await watchNotifications(page);
  await page.evaluate(() => window.__mock!.setControls({ errorRate: 1 }));
  await sortByVideos(page);

  const table = usersTable(page);
  await expect(table.getByRole('alert')).toContainText('Внутренняя ошибка сервера');
  await expect(table.getByRole('button', { name: 'Повторить' })).toBeVisible();
  // Still logged in, on the same page; the failure said in the table and once as a notification
  // titled with what failed.
  await expect(page.getByTestId('self-nickname')).toHaveText('admin');
  await expect(page).toHaveURL(/\/users\?/);
  await expect
    .poll(async () =>
      (await toasts()).notices
        .filter(({ title }) => title === 'Не удалось загрузить пользователей')
        .map(({ title, message }) => ({ title, message })),
    )
    .toEqual([
      { title: 'Не удалось загрузить пользователей', message: 'Внутренняя ошибка сервера' },
    ]);

  // Retry, with the server back: the rows come back.
  await page.evaluate(() => window.__mock!.setControls({ errorRate: 0 }));
  await table.getByRole('button', { name: 'Повторить' }).click();
  await expect(table.getByRole('row')).toHaveCount(21);
});

test(
  'a decision that fails for good shows a red notification that closes by itself after 5 s; the bar keeps the decision',
  { tag: '@waits' },
  async ({ page }) => {
    await login(page, 'moderator');
    const rows = page.getByRole('table', { name: 'Видео' }).locator(ROW);
    await expect(rows).toHaveCount(20);
    await apiIdle(page);
    const approve = rows.first().getByRole('button', { name: /^Одобрить «/ });
    const title = /^Одобрить «(.*)»$/.exec((await approve.getAttribute('aria-label')) ?? '')?.[1];
    expect(title).toBeTruthy();
    const toasts = await watchNotifications(page, { redOnly: true });
    await page.evaluate(() => window.__mock!.setControls({ errorRate: 1 }));
    await approve.click();
    // Held 5 s for `Отменить`, then sent and tried again (1, 2, 4, 8, 15 s): the failure comes then,
    // titled with the decision that failed; the refetches that follow fail too and say so in notices
    // of their own.
    const decisionTitle = `Не отправлено: Видео «${title}» одобрено`;
    const toast = notifications(page).filter({
      has: page.locator('.mantine-Notification-title', { hasText: decisionTitle }),
    });
    await expect(toast).toHaveCount(1, { timeout: 90_000 });
    await expect(toast).toBeHidden();
    // Red (the log keeps only notifications Mantine paints red), with the server's message, and shown
    // for 5 s by the page's own clock.
    const failure = (await toasts()).notices.find((notice) => notice.title === decisionTitle);
    expect(failure).toMatchObject({ message: 'Внутренняя ошибка сервера' });
    const lifetime = failure!.hiddenAt! - failure!.shownAt;
    expect(lifetime).toBeGreaterThanOrEqual(4500);
    expect(lifetime).toBeLessThan(7000);

    // The row shows the video as the server has it, marked as not sent; the bar keeps the decision.
    await expect(rows.first().locator('.mantine-Badge-root').first()).toHaveText('На модерации');
    await expect(rows.first().getByTitle('Не отправлено: одобрение')).toBeVisible();
    const bar = page.getByRole('region', { name: 'Неотправленные решения' });
    await expect(bar.getByRole('status')).toContainText('Не отправлено: 1');
    await expect(page.getByTestId('self-nickname')).toHaveText('moderator');
    // The notification is gone, the decision is not.
    await expect(bar.getByRole('button', { name: 'Повторить все' })).toBeVisible();
  },
);

test('a profile that fails on a full reload shows the shell with `Повторить`', async ({ page }) => {
  await onUsersList(page, 'admin');
  await page.evaluate(() => window.__mock!.setControls({ errorRate: 1 }));
  const requests = recordRequests(page);
  await page.reload();

  // The page's own alert, by its title: the notice of the failed loads may be titled
  // «Не удалось загрузить данные: 2» too, when another load fails before the notice is drawn.
  const failed = page.getByRole('alert', { name: 'Не удалось загрузить данные', exact: true });
  await expect(failed).toContainText('Внутренняя ошибка сервера');
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  // One second try, then the error.
  await expect
    .poll(() => requests.filter((request) => isApiCall(request, 'users/self')).length)
    .toBe(2);

  await page.evaluate(() => window.__mock!.setControls({ errorRate: 0 }));
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('self-nickname')).toHaveText('admin');
  await expect(usersTable(page).getByRole('row')).toHaveCount(21);
  await expect(page).toHaveURL('/users');
});

test.describe('several tabs of one browser', () => {
  // Two pages load at once: more time for the whole test, no other difference.
  test.describe.configure({ timeout: 90_000 });

  test('two tabs renewing at once share one refresh and both stay logged in', async ({
    page,
    context,
  }) => {
    await onUsersList(page, 'admin');
    const second = await context.newPage();
    const stream = liveStream(second);
    await second.goto('/users/1');
    await expect(second.getByRole('heading', { name: 'admin', level: 1 })).toBeVisible();
    await stream;
    await apiIdle(second);
    const oldRefresh = await cookieValue(context, 'refreshToken');
    const firstRequests = recordRequests(page);
    const secondRequests = recordRequests(second);

    // The mock's refresh tokens are single-use and both tabs share its database, as with a server.
    await page.evaluate(() => window.__mock!.expireAccessTokensNow());
    await Promise.all([page.reload(), second.reload()]);

    await expect(page.getByTestId('self-nickname')).toHaveText('admin');
    await expect(usersTable(page).getByRole('row')).toHaveCount(21);
    await expect(second.getByTestId('self-nickname')).toHaveText('admin');
    await expect(second.getByRole('heading', { name: 'admin', level: 1 })).toBeVisible();
    await apiIdle(page);
    await apiIdle(second);
    await expect(page).toHaveURL('/users');
    await expect(second).toHaveURL('/users/1');
    const refreshes = [...firstRequests, ...secondRequests].filter(isRefreshCall);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.postDataJSON()).toEqual({ refreshToken: oldRefresh });
    expect(await cookieValue(context, 'refreshToken')).not.toBe(oldRefresh);
  });

  test('a decision made in one tab is seen in the other without reloading it', async ({
    page,
    context,
  }) => {
    await onUsersList(page, 'admin');
    const second = await context.newPage();
    await second.goto('/users');
    await expect(usersTable(second).getByRole('row')).toHaveCount(21);

    await page.goto('/users/5');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    const nickname = (await heading.innerText()).trim();
    await page.getByRole('button', { name: 'Заблокировать' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Причина блокировки/).fill('Спам в комментариях');
    await dialog.getByRole('button', { name: 'Заблокировать', exact: true }).click();
    await expect(page.getByText('Пользователь заблокирован')).toBeVisible();
    await apiIdle(page);

    // The other tab asks its own mock, which must know what this tab decided.
    await second.getByPlaceholder('Поиск по никнейму, имени, e-mail').fill(nickname);
    const row = usersTable(second)
      .locator(ROW)
      .filter({ has: second.getByText(nickname, { exact: true }) });
    await expect(row).toContainText('Заблокирован');
    await row.click();
    await expect(second).toHaveURL('/users/5');
    await expect(second.getByText('Причина: Спам в комментариях. Срок: бессрочно.')).toBeVisible();
  });
});
