import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * docs/product.md#queues-at-scale end to end: two moderators (the administrator and the moderator,
 * two accounts in two browser contexts) on one database, the mock server. Both press «Начать» at
 * once, then «Одобрить и следующее» at once, round after round: the server hands each of them the
 * next video, and no video ever reaches both.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

const ROUNDS = 4;

/** The video page's id, once its page is shown. */
async function openedVideo(page: Page, previous?: number): Promise<number> {
  await expect(page).toHaveURL((url) => {
    const match = /\/moderation\/videos\/(\d+)$/.exec(url.pathname);
    return match !== null && Number(match[1]) !== previous;
  });
  await expect(page.getByRole('form', { name: 'Данные видео' })).toBeVisible();
  return Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
}

test('two moderators pressing «Начать» and «Одобрить и следующее» never get the same video', async ({
  page: pageA,
  browser,
}, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const pageB = await contextB.newPage();
  await login(pageA, 'admin', '/moderation/videos');
  await login(pageB, 'moderator', '/moderation/videos');

  const start = (page: Page) => page.getByRole('button', { name: 'Начать' }).click();
  await Promise.all([start(pageA), start(pageB)]);
  let [a, b] = await Promise.all([openedVideo(pageA), openedVideo(pageB)]);
  const seen = { admin: [a], moderator: [b] };
  for (let round = 1; round < ROUNDS; round += 1) {
    const next = (page: Page) =>
      page.getByRole('button', { name: /^Одобрить и следующее/ }).click();
    await Promise.all([next(pageA), next(pageB)]);
    [a, b] = await Promise.all([openedVideo(pageA, a), openedVideo(pageB, b)]);
    seen.admin.push(a);
    seen.moderator.push(b);
  }
  const all = [...seen.admin, ...seen.moderator];
  expect(new Set(all).size, JSON.stringify(seen)).toBe(2 * ROUNDS);
  // Neither page was told someone else holds its video.
  await expect(pageA.getByText(/^Сейчас проверяет/)).toHaveCount(0);
  await expect(pageB.getByText(/^Сейчас проверяет/)).toHaveCount(0);
  await contextB.close();
});
