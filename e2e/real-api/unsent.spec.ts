import type { APIRequestContext, Page } from '@playwright/test';
import {
  cookieValue,
  expect,
  login,
  notifications,
  submitLogin,
  test,
  firstRowVideo,
  ROW,
} from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * docs/product.md#unsent-decisions: a held decision whose send fails as the page goes away
 * (`Выйти`, a reload) while the server answers 500 is not lost: it stays written down, the next
 * page says so, and it goes out once the server answers again.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

async function serverFails(request: APIRequestContext, fails: boolean): Promise<void> {
  const answer = await request.patch(`${MOCK_SERVER_URL}/__mock/controls`, {
    data: { errorRate: fails ? 1 : 0 },
  });
  expect(answer.ok()).toBe(true);
}

async function videoStatus(request: APIRequestContext, token: string, id: number) {
  const answer = await request.get(`${MOCK_SERVER_URL}/api/admin/videos/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { result: { status: string } }).result.status;
}

/** Approves the queue's first video by its row button; the decision is held behind `Отменить`. */
async function approveFirstVideo(page: Page): Promise<number> {
  const rows = page.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rows).toHaveCount(20);
  const { id, title } = await firstRowVideo(page);
  await rows
    .first()
    .getByRole('button', { name: /^Одобрить «/ })
    .click();
  await expect(
    notifications(page)
      .filter({ hasText: `Видео «${title}» одобрено` })
      .getByRole('button', { name: 'Отменить' }),
  ).toBeVisible();
  return id;
}

const unsentStorage = (page: Page) =>
  page.evaluate(() => localStorage.getItem('www-unsent-decisions'));

test('«Выйти» while the server fails: /login names the unsent decision, the next login sends it', async ({
  page,
  context,
  request,
}) => {
  await login(page, 'moderator');
  const id = await approveFirstVideo(page);
  await serverFails(request, true);
  await page.getByRole('button', { name: 'Выйти' }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('unsent-decisions')).toHaveText(
    `Не отправлены решения: 1 (видео №${id}). Войдите — они будут отправлены.`,
  );
  expect(await unsentStorage(page)).toContain(`videos/${id}/approve`);

  await serverFails(request, false);
  await submitLogin(page, 'moderator');
  await expect(notifications(page).filter({ hasText: 'Решения отправлены' })).toBeVisible();
  const token = (await cookieValue(context, 'accessToken'))!;
  expect(await videoStatus(request, token, id)).toBe('published');
  expect(await unsentStorage(page)).toBeNull();
});

test('a reload while the server fails: the keepalive call and the start-up resend fail, the bar says so, and the decision goes out later', async ({
  page,
  context,
  request,
}) => {
  await login(page, 'moderator');
  const id = await approveFirstVideo(page);
  await serverFails(request, true);
  await page.reload();

  const bar = page.getByRole('region', { name: 'Неотправленные решения' });
  await expect(bar.getByRole('status')).toHaveText(`Не отправлено: 1 видео №${id}`);
  await expect(bar.getByRole('button', { name: 'Повторить все' })).toBeVisible();
  expect(await unsentStorage(page)).toContain(`videos/${id}/approve`);

  await serverFails(request, false);
  const token = (await cookieValue(context, 'accessToken'))!;
  expect(await videoStatus(request, token, id)).toBe('moderation');
  await page.reload();
  await expect(page.getByTestId('self-nickname')).toHaveText('moderator');
  await expect.poll(() => videoStatus(request, token, id)).toBe('published');
  expect(await unsentStorage(page)).toBeNull();
});
