import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, liveStream, login, test } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * A blocked user's session ends (docs/api.md, «Blocking»): at once in every open tab, over the live
 * stream, and otherwise at their next call; the login page says why. An administrator blocks the
 * moderator through the API of the mock server, as another browser would.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

const API = `${MOCK_SERVER_URL}/api/admin`;
const REASON = 'Передача доступа третьим лицам';
const NOTICE = `Учётная запись заблокирована. Причина: ${REASON}`;

async function blockModerator(request: APIRequestContext) {
  const login = await request.post(`${API}/auth`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { accessToken } = ((await login.json()) as { result: { accessToken: string } }).result;
  const blocked = await request.patch(`${API}/users/2/block`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { reason: REASON },
  });
  expect(blocked.status()).toBe(200);
}

async function expectSentToLogin(page: Page) {
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
}

test('every open tab of a moderator who was blocked goes to the login page at once, saying why', async ({
  page,
  context,
  request,
}) => {
  await login(page, 'moderator');
  const second = await context.newPage();
  const secondStream = liveStream(second);
  await second.goto('/users');
  await expect(second.getByRole('table', { name: 'Пользователи' })).toBeVisible();
  await secondStream;
  // Nobody touches either tab: the live stream tells them.
  await blockModerator(request);
  await expectSentToLogin(page);
  await expectSentToLogin(second);
  // The session is over: no cookie is left to renew it.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('refreshToken');
});

test("a blocked moderator's next call ends the session, saying why", async ({
  page,
  context,
  request,
}) => {
  await login(page, 'moderator');
  // The tab is gone; the cookies stay.
  await page.close();
  await blockModerator(request);
  const next = await context.newPage();
  await next.goto('/moderation/videos');
  await expectSentToLogin(next);
  // Logging in again is refused, with the same reason, under the form (and in the notification of
  // the failed call).
  await next.getByLabel('Логин').fill(ACCOUNTS.moderator.email);
  await next.getByLabel('Пароль').fill(ACCOUNTS.moderator.password);
  await next.getByRole('button', { name: 'Войти' }).click();
  await expect(next.getByTestId('login-error')).toHaveText(NOTICE);
});
