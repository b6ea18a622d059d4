import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { describeViolations } from '../a11y';
import {
  ACCOUNTS,
  cookieValue,
  expect,
  login,
  notifications,
  SCREENSHOTS,
  test,
  firstRowVideo,
  ROW,
} from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * docs/product.md#several-moderators-at-once end to end: two moderators in two browser contexts
 * against one database (the mock server). A opens a video of the queue; B sees in the list that A
 * is on it, opens it too and is told so; A approves; B's late reject gets the server's 409 `Уже
 * решено: …` and B's page shows it published. B's live stream is cut, so B still has the video on
 * screen as waiting when deciding.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

/** axe finds nothing serious or critical on the page as it is (the claim badge, the alert). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const failing = violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(describeViolations(failing)).toEqual([]);
}

test('two moderators on one video: the claim is shown, the late decision is refused', async ({
  page: pageA,
  context: contextA,
  browser,
  request,
}, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const pageB = await contextB.newPage();
  const a = ACCOUNTS.admin;

  // A opens the oldest video of the moderation queue.
  await login(pageA, 'admin');
  const rowsA = pageA.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rowsA).toHaveCount(20);
  const { id, title } = await firstRowVideo(pageA);
  const link = rowsA.first().getByRole('link', { name: title, exact: true });
  await link.click();
  await expect(pageA).toHaveURL(new RegExp(`/moderation/videos/${id}$`));
  await expect(pageA.getByRole('form', { name: 'Данные видео' })).toBeVisible();
  await expect(pageA.getByRole('alert')).toHaveCount(0);

  // The server holds A's claim.
  const tokenA = await cookieValue(contextA, 'accessToken');
  const videoOnServer = async () => {
    const answer = await request.get(`${MOCK_SERVER_URL}/api/admin/videos/${id}`, {
      headers: { Authorization: `Bearer ${tokenA}` },
    });
    return ((await answer.json()) as { result: { status: string; claim: unknown } }).result;
  };
  await expect
    .poll(async () => (await videoOnServer()).claim)
    .toMatchObject({
      by: { nickname: a.nickname },
    });

  // B's live stream never gets through (as on a network that drops it): B's page learns of A's
  // decision only from the server's answer, which is what this test is about (live.spec.ts has B
  // see it as it happens).
  await contextB.route(/\/api\/admin\/events(\?|$)/, (route) => route.abort());

  // B sees in the list who is on it.
  await login(pageB, 'moderator');
  const rowB = pageB
    .getByRole('table', { name: 'Видео' })
    .locator(ROW)
    .filter({ has: pageB.getByRole('link', { name: title }) });
  await expect(rowB.getByText(`проверяет ${a.nickname}`)).toBeVisible();
  await pageB.screenshot({ path: `${SCREENSHOTS}/claims-list-claimed-row.png` });
  await expectAccessible(pageB);

  // B opens it as well: told who is on it; the claim stays A's.
  await rowB.getByRole('link', { name: title }).click();
  await expect(pageB.getByRole('alert')).toContainText(`Сейчас проверяет ${a.nickname}`);
  await pageB.screenshot({ path: `${SCREENSHOTS}/claims-video-held-alert.png` });
  await expectAccessible(pageB);

  // A approves.
  await pageA.getByRole('button', { name: /^Одобрить\s*A$/ }).click();
  await expect(pageA.getByText(`Видео «${title}» одобрено`)).toBeVisible();
  await expect.poll(async () => (await videoOnServer()).status).toBe('published');

  // B, still on the page as it was, rejects: asked first (A held it), then refused by the server.
  await pageB.getByRole('button', { name: /^Отклонить\s*R$/ }).click();
  const question = pageB.getByRole('dialog', { name: 'Элемент уже проверяют' });
  await expect(question).toContainText(
    `Сейчас проверяет ${a.nickname}. Всё равно принять решение?`,
  );
  await question.getByRole('button', { name: 'Принять решение' }).click();
  const reject = pageB.getByRole('dialog', { name: 'Отклонить видео' });
  await reject.getByLabel(/Причина отклонения/).fill('Нарушает правила сообщества');
  await reject.getByRole('button', { name: 'Отклонить' }).click();
  const alreadyDecided = `Уже решено: ${a.nickname}, \\d{2}\\.\\d{2}\\.\\d{4}, \\d{2}:\\d{2}`;
  // Said in a notice, and kept on the page (its hint names it a refusal) once the notice is gone.
  await expect(notifications(pageB).getByText(new RegExp(`^${alreadyDecided}$`))).toBeVisible();
  await expect(pageB.getByTitle(new RegExp(`^Решение не принято: ${alreadyDecided}$`))).toHaveText(
    new RegExp(`^${alreadyDecided}$`),
  );
  // B's page shows the video as it is now.
  await expect(pageB.getByText('Опубликовано').first()).toBeVisible();
  // Exact: the page's «История» may name the old status as «Статус: На модерации → Опубликовано».
  await expect(pageB.getByText('На модерации', { exact: true })).toHaveCount(0);
  await expect(pageB.getByRole('alert')).toHaveCount(0);
  expect((await videoOnServer()).status).toBe('published');

  await contextB.close();
});

test('a claim lasts until its decision is sent: while the server shows the video waiting, it is held', async ({
  page: pageA,
  context: contextA,
  browser,
  request,
}, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const pageB = await contextB.newPage();
  const a = ACCOUNTS.admin;

  await login(pageA, 'admin');
  const rowsA = pageA.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rowsA).toHaveCount(20);
  const { id, title } = await firstRowVideo(pageA);
  await rowsA.first().getByRole('link', { name: title, exact: true }).click();
  await expect(pageA.getByRole('form', { name: 'Данные видео' })).toBeVisible();
  const tokenA = await cookieValue(contextA, 'accessToken');
  const onServer = async () => {
    const answer = await request.get(`${MOCK_SERVER_URL}/api/admin/videos/${id}`, {
      headers: { Authorization: `Bearer ${tokenA}` },
    });
    return (
      (await answer.json()) as {
        result: { status: string; claim: { by: { nickname: string } } | null };
      }
    ).result;
  };
  await expect.poll(async () => (await onServer()).claim?.by.nickname).toBe(a.nickname);

  await login(pageB, 'moderator');
  const rowB = pageB
    .getByRole('table', { name: 'Видео' })
    .locator(ROW)
    .filter({ has: pageB.getByRole('link', { name: title }) });
  await expect(rowB.getByText(`проверяет ${a.nickname}`)).toBeVisible();

  // A approves by key: held 5 s for «Отменить», then sent. Every look at the server meanwhile finds
  // the video either still waiting and held by A, or decided.
  await pageA.keyboard.press('KeyA');
  await expect(pageA.getByText(`Видео «${title}» одобрено`)).toBeVisible();
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        const video = await onServer();
        seen.push(`${video.status}:${video.claim?.by.nickname ?? 'nobody'}`);
        return video.status;
      },
      { intervals: [250], timeout: 60_000 },
    )
    .toBe('published');
  const waiting = seen.filter((state) => state.startsWith('moderation'));
  expect(waiting.length).toBeGreaterThan(0);
  expect(new Set(waiting)).toEqual(new Set([`moderation:${a.nickname}`]));
  // Decided: the server ended the claim, and B sees nobody on it.
  expect((await onServer()).claim).toBeNull();
  await expect(rowB.getByText(`проверяет ${a.nickname}`)).toHaveCount(0);

  await contextB.close();
});
