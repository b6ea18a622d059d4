import type { Request } from '@playwright/test';
import { callTimes, expect, firstRowVideo, HOME, liveStream, login, test, ROW } from './fixtures';

/**
 * Live queues in mock mode (docs/product.md#live-queues): two tabs of one browser share the mock's
 * data, and each serves its own `GET /events` from its own copy of the mock; a decision taken in
 * one tab reaches the other tab's stream over the mock's BroadcastChannel, and its list shows it in
 * place.
 */
test("a decision taken in one tab shows in the other tab's list at once, without a refetch", async ({
  page: tabA,
  context,
}) => {
  await login(tabA, 'moderator');
  const tabB = await context.newPage();
  const streamB = liveStream(tabB);
  await tabB.goto(HOME);
  expect((await (await streamB).response())?.status()).toBe(200);
  const rowsB = tabB.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rowsB).toHaveCount(20);
  const badgeB = tabB
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByLabel(/в очереди/)
    .first();
  const waitingBefore = Number(/\d+/.exec((await badgeB.getAttribute('aria-label')) ?? '')?.[0]);

  const rowsA = tabA.getByRole('table', { name: 'Видео' }).locator(ROW);
  await expect(rowsA).toHaveCount(20);
  const { id, title } = await firstRowVideo(tabA);
  const rowB = rowsB.filter({ has: tabB.getByRole('link', { name: title, exact: true }) });
  await expect(rowB.locator('.mantine-Badge-root').first()).toHaveText('На модерации');

  const listCallsB: Request[] = [];
  tabB.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/admin/videos')
      listCallsB.push(request);
  });
  await tabB.evaluate((title) => {
    const seen: { decision?: number } = {};
    (window as Window & { __seen?: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const link = [...document.querySelectorAll('tbody tr a')].find(
        (anchor) => anchor.textContent === title,
      );
      if (seen.decision === undefined && link?.closest('tr')?.textContent?.includes('Опубликовано'))
        seen.decision = performance.timeOrigin + performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, title);

  // Tab A approves (held 5 s for «Отменить», then sent).
  await rowsA
    .first()
    .getByRole('button', { name: /^Одобрить «/ })
    .click();
  await expect(rowB.locator('.mantine-Badge-root').first()).toHaveText('Опубликовано');
  await expect(badgeB).toHaveAttribute('aria-label', `${waitingBefore - 1} в очереди`);
  await expect(rowsB).toHaveCount(20);
  expect(listCallsB).toEqual([]);

  // How long the decision took to reach tab B's row (reported, not asserted): counted from tab A
  // sending the call and from tab A having its answer (in mock mode the answer still travels through
  // the service worker after the change is committed, so tab B may be first).
  const call = await callTimes(tabA, `/videos/${id}/approve`);
  const seen = await tabB.evaluate(
    () => (window as Window & { __seen?: { decision?: number } }).__seen?.decision,
  );
  const latency = {
    afterSentMs: Math.round((seen ?? NaN) - (call?.sent ?? NaN)),
    afterAnsweredMs: Math.round((seen ?? NaN) - (call?.answered ?? NaN)),
  };
  console.log(
    `live latency in mock mode (tab A's decision → tab B's row): ${JSON.stringify(latency)}`,
  );
  test.info().annotations.push({ type: 'live latency', description: JSON.stringify(latency) });
});
