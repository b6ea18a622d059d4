import type { Request } from '@playwright/test';
import { cookieValue, expect, login, test, firstRowVideo, ROW } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * The real-API mode end to end: the build made with VITE_API_URL = the mock server, on another origin
 * (localhost:E2E_PORT+1 against 127.0.0.1:E2E_PORT+2), with no service worker and no mock code. Every
 * call crosses origins with the Authorization header, so each one also proves the server's CORS.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

test('logs in, opens the moderation queue and approves a video against the mock server', async ({
  page,
  context,
  request,
}) => {
  const calls: Request[] = [];
  page.on('request', (call) => calls.push(call));

  await login(page, 'moderator');
  const rows = page.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rows).toHaveCount(20);

  // Media come from the API's origin, as its answers say.
  const preview = rows.first().locator('img').first();
  await expect(preview).toHaveAttribute('src', new RegExp(`^${MOCK_SERVER_URL}/mock-media/`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  const { id, title } = await firstRowVideo(page);
  await rows
    .first()
    .getByRole('button', { name: /^Одобрить «/ })
    .click();
  await expect(page.getByText(`Видео «${title}» одобрено`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Видео' }).getByRole('link', { name: title }),
  ).toHaveCount(0);

  // The server holds the decision.
  const token = await cookieValue(context, 'accessToken');
  const answer = await request.get(`${MOCK_SERVER_URL}/api/admin/videos/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await answer.json()) as { result: { status: string } }).result.status).toBe('published');

  // Every API call went to the mock server, none to the page's own origin.
  const api = calls.filter((call) => new URL(call.url()).pathname.startsWith('/api/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((call) => !call.url().startsWith(`${MOCK_SERVER_URL}/api/admin/`))).toEqual([]);
});
