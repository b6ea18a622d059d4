import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, expect, login, test } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * The session follows the server (docs/product.md#session): a moderator whose panel role is taken
 * away is out at once, in the open tab, saying why; «Выйти» ends the session on the server too, so a
 * copy of the refresh token renews nothing.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

const API = `${MOCK_SERVER_URL}/api/admin`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/auth`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  return ((await answer.json()) as { result: { accessToken: string } }).result.accessToken;
}

test('a moderator whose panel role is taken away: the open tab goes to the login page, saying why', async ({
  page,
  request,
}) => {
  // Logged in with the live stream open.
  await login(page, 'moderator');
  const demoted = await request.patch(`${API}/users/2/roles`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { roleIds: [3] },
  });
  expect(demoted.status()).toBe(200);
  // Nobody touches the tab: the live stream tells it.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Нет доступа к административной панели')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'refreshToken',
  );
});

test('«Выйти» revokes the refresh token on the server: a copy of it renews nothing', async ({
  page,
  request,
}) => {
  await login(page, 'moderator');
  const copied = (await page.context().cookies()).find(({ name }) => name === 'refreshToken')!;
  expect(copied).toBeDefined();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login/);
  const renewal = await request.post(`${API}/auth`, { data: { refreshToken: copied.value } });
  expect(renewal.status()).toBe(401);
  expect(await renewal.json()).toEqual({ message: 'refresh token не найден' });
});
