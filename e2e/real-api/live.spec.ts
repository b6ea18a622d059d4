import type { Page, Request } from '@playwright/test';
import {
  ACCOUNTS,
  callTimes,
  expect,
  liveStream,
  login,
  test,
  firstRowVideo,
  ROW,
} from '../fixtures';
import { MOCK_SERVER_URL } from '../ports';

/**
 * Live queues (docs/product.md#live-queues) end to end: two moderators in two browser contexts
 * against one mock server. B watches the moderation queue; A opens a video of it and approves it.
 * B's list shows A's claim and then the decision as they happen — no reload, no focus, no refetch
 * of B's list — and B's keyboard row stays where it was. The delay from A's call answered to B's
 * row changed is measured and printed (it is reported, not asserted).
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

declare global {
  interface Window {
    /** When B's row first showed each change (epoch ms), set by the observer below. */
    __seen?: { claim?: number; decision?: number };
  }
}

/** In B's page: notes the moment the row of `title` first shows the claim, then the decision. */
function watchRow(page: Page, title: string, claimText: string) {
  return page.evaluate(
    ({ title, claimText }) => {
      const seen: { claim?: number; decision?: number } = {};
      window.__seen = seen;
      const check = () => {
        const link = [...document.querySelectorAll('tbody tr a')].find(
          (anchor) => anchor.textContent === title,
        );
        const text = link?.closest('tr')?.textContent ?? '';
        const now = performance.timeOrigin + performance.now();
        if (seen.claim === undefined && text.includes(claimText)) seen.claim = now;
        if (seen.decision === undefined && text.includes('Опубликовано')) seen.decision = now;
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    { title, claimText },
  );
}

test("B's list shows A's claim and decision as they happen, without a refetch, keeping B's row", async ({
  page: pageA,
  browser,
}, testInfo) => {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  const pageB = await contextB.newPage();

  // B opens the queue; its live stream opens.
  const streamB = liveStream(pageB);
  await login(pageB, 'moderator');
  expect((await (await streamB).response())?.status()).toBe(200);
  const tableB = pageB.getByRole('table', { name: 'Видео' });
  const rowsB = tableB.locator(ROW);
  await expect(rowsB).toHaveCount(20);
  const badgeB = pageB
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByLabel(/в очереди/);
  const waitingBefore = Number(
    /\d+/.exec((await badgeB.first().getAttribute('aria-label')) ?? '')?.[0],
  );

  // B works by keys. The pointer leaves where the login form's button was: resting on a row's
  // author link, it would preload that author's list when the row is drawn again under it.
  await pageB.mouse.move(0, 0);
  // B's keyboard is on the third row.
  await pageB.keyboard.press('j');
  await pageB.keyboard.press('j');
  const activeB = tableB.locator('tbody tr[aria-current]');
  await expect(activeB).toHaveCount(1);
  const activeTitle = await activeB.locator('td').nth(2).locator('a').first().innerText();

  // From here on, B fetches no list.
  const listCallsB: Request[] = [];
  pageB.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/admin/videos')
      listCallsB.push(request);
  });

  // A opens the oldest video of the queue: A's claim.
  await login(pageA, 'admin');
  const rowsA = pageA.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rowsA).toHaveCount(20);
  const { id, title } = await firstRowVideo(pageA);
  const link = rowsA.first().getByRole('link', { name: title, exact: true });
  const claimText = `проверяет ${ACCOUNTS.admin.nickname}`;
  const rowB = rowsB.filter({ has: pageB.getByRole('link', { name: title, exact: true }) });
  await expect(rowB).toHaveCount(1);
  await expect(rowB.getByText(claimText)).toHaveCount(0);
  await watchRow(pageB, title, claimText);

  await link.click();
  await expect(pageA).toHaveURL(new RegExp(`/moderation/videos/${id}$`));
  await expect(rowB.getByText(claimText)).toBeVisible();

  // A approves (held 5 s for «Отменить», then sent): B's row shows it published, in place.
  await pageA.getByRole('button', { name: /^Одобрить\s*A$/ }).click();
  await expect(rowB.locator('.mantine-Badge-root').first()).toHaveText('Опубликовано');
  await expect(rowB.getByText(claimText)).toHaveCount(0);
  await expect(badgeB.first()).toHaveAttribute('aria-label', `${waitingBefore - 1} в очереди`);
  await expect(activeB.getByRole('link', { name: activeTitle, exact: true })).toBeVisible();
  await expect(rowsB).toHaveCount(20);
  expect(listCallsB).toEqual([]);

  // How long a colleague's change took to reach B's row (reported, not asserted), counted from A
  // sending the call and from A having the server's answer.
  const claimed = await callTimes(pageA, `/videos/${id}/claim`);
  await expect.poll(() => callTimes(pageA, `/videos/${id}/approve`)).not.toBeNull();
  const approved = await callTimes(pageA, `/videos/${id}/approve`);
  const seen = await pageB.evaluate(() => window.__seen);
  const since = (at: number | undefined, from: number | undefined) =>
    Math.round((at ?? NaN) - (from ?? NaN));
  const latency = {
    claim: {
      afterSentMs: since(seen?.claim, claimed?.sent),
      afterAnsweredMs: since(seen?.claim, claimed?.answered),
    },
    decision: {
      afterSentMs: since(seen?.decision, approved?.sent),
      afterAnsweredMs: since(seen?.decision, approved?.answered),
    },
  };
  console.log(`live latency (A's call → B's row changed): ${JSON.stringify(latency)}`);
  testInfo.annotations.push({ type: 'live latency', description: JSON.stringify(latency) });

  await contextB.close();
});
