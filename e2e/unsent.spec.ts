import type { Page } from '@playwright/test';
import { expectAccessible, expectLayoutIntact } from './a11y';
import { apiIdle, expect, login, ROW, SCREENSHOTS, test, watchNotifications } from './fixtures';

/**
 * docs/product.md#undo under a bad network, end to end with the developer controls: a moderator
 * decides 60 videos by key at 30 % errors and 1.5 s latency (with a stretch where the server fails
 * every call). Every decision ends on the server or in the lasting bar «Не отправлено» — none
 * quietly back in the queue — and the bar's «Повторить все» sends each of its decisions once.
 * Counted in the mock's own database and audit trail (what the server holds), not in what the page
 * says.
 */

const MODERATOR_ID = 2;

interface MockDatabase {
  videos: { id: number; status: string }[];
  audit: { actorId: number; action: string; entityType: string; entityId: number }[];
}

/** What the mock server holds (mocks/db.ts): each video's status and the audit trail. */
async function serverData(page: Page): Promise<MockDatabase> {
  return page.evaluate(() => {
    const { videos, audit } = window.__mock!.database();
    return {
      videos: videos.map(({ id, status }) => ({ id, status })),
      audit: audit.map(({ actorId, action, entityType, entityId }) => ({
        actorId,
        action,
        entityType,
        entityId,
      })),
    };
  });
}

/** The ids of the videos whose approval failed for good: what the bar lists. */
async function unsentIds(page: Page): Promise<number[]> {
  const calls = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('www-unsent-decisions') ?? '[]') as {
        path: string;
        failed?: boolean;
      }[],
  );
  return calls
    .filter((call) => call.failed)
    .map((call) => Number(/^videos\/(\d+)\/approve$/.exec(call.path)?.[1]));
}

async function setControls(page: Page, controls: Record<string, number>) {
  await page.evaluate((patch) => window.__mock!.setControls(patch), controls);
}

/** The ids of the first `count` videos of the table that wait for moderation. */
async function waitingIds(page: Page, count: number): Promise<number[]> {
  return page
    .locator(ROW)
    .filter({ hasText: 'На модерации' })
    .evaluateAll(
      (rows, count) =>
        rows
          .slice(0, count)
          .map((row) =>
            Number(
              /\/moderation\/videos\/(\d+)/.exec(
                row.querySelector('a[href*="/moderation/videos/"]')?.getAttribute('href') ?? '',
              )?.[1],
            ),
          ),
      count,
    );
}

/** The row of video `id`. */
const rowOf = (page: Page, id: number) =>
  page.locator(ROW).filter({ has: page.locator(`a[href$="/moderation/videos/${id}"]`) });

/** What the server says of a decision somebody took first: who, and when. */
const ALREADY_DECIDED = /^.*Уже решено: admin, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/s;

/** An administrator rejects video `id` on the server, as if from another panel. */
async function rejectAsAdmin(page: Page, id: number) {
  await page.evaluate((id) => {
    const video = window.__mock!.database().videos.find((candidate) => candidate.id === id)!;
    Object.assign(video, {
      status: 'rejected',
      rejectReason: 'Нарушает правила',
      moderatedById: 1,
      moderatedAt: new Date().toISOString(),
      claim: null,
    });
  }, id);
}

/** The red notifications on screen. */
const redNotices = (page: Page) =>
  page.locator('.mantine-Notification-root[style*="--mantine-color-red-filled"]');

/**
 * Approves `count` videos by key, walking down the queue: `A` on the keyboard's row when it waits and
 * was not decided here before, `J` past it otherwise. Returns the ids approved.
 */
async function approveByKey(page: Page, count: number, decided: Set<number>): Promise<number[]> {
  const approved: number[] = [];
  const active = page.locator('tbody tr[data-active]');
  while (approved.length < count) {
    const row = await active.evaluate((tr) => ({
      id: Number(
        /\/moderation\/videos\/(\d+)/.exec(
          tr.querySelector('a[href*="/moderation/videos/"]')?.getAttribute('href') ?? '',
        )?.[1],
      ),
      waiting: (tr.textContent ?? '').includes('На модерации'),
    }));
    if (row.waiting && !decided.has(row.id)) {
      await page.keyboard.press('KeyA');
      decided.add(row.id);
      approved.push(row.id);
    } else {
      await page.keyboard.press('KeyJ');
    }
  }
  return approved;
}

test(
  '60 decisions by key at 30 % errors and 1.5 s latency: each on the server or in the bar, and «Повторить все» sends each once',
  { tag: '@waits' },
  async ({ page }) => {
    test.setTimeout(8 * 60_000);
    await login(page, 'moderator');
    // One page of 100 waiting videos, so the keys never have to turn a page.
    await page.goto('/moderation/videos?limit=100');
    await expect(page.locator(ROW)).toHaveCount(100);
    await page.keyboard.press('KeyJ');
    await expect(page.locator('tbody tr[data-active]')).toHaveCount(1);
    // Repeatable errors: the n-th call of each decision fails or not by the seed alone.
    const auditBefore = (await serverData(page)).audit.length;
    await setControls(page, { latencyMs: 1500, errorRate: 0.3, errorSeed: 11 });

    const decided = new Set<number>();
    const ids = await approveByKey(page, 20, decided);
    // The server goes down: what is decided now fails every try and lands in the bar.
    await setControls(page, { errorRate: 1 });
    const duringOutage = await approveByKey(page, 10, decided);
    ids.push(...duringOutage);
    const bar = page.getByRole('region', { name: 'Неотправленные решения' });
    const listedFromOutage = async () => {
      const unsent = await unsentIds(page);
      return duringOutage.filter((id) => unsent.includes(id)).length;
    };
    await expect.poll(listedFromOutage, { timeout: 120_000 }).toBe(duringOutage.length);
    await expect(bar).toBeVisible();
    await setControls(page, { errorRate: 0.3 });
    ids.push(...(await approveByKey(page, 30, decided)));
    expect(new Set(ids).size).toBe(60);

    // Once every try is over: each decision is on the server or in the bar, never both, never neither.
    const settled = async () => {
      const { videos } = await serverData(page);
      const unsent = await unsentIds(page);
      return ids.filter(
        (id) =>
          (videos.find((video) => video.id === id)?.status === 'published') === unsent.includes(id),
      );
    };
    await expect.poll(settled, { timeout: 120_000, intervals: [1000] }).toEqual([]);
    const unsent = await unsentIds(page);
    expect(unsent.length).toBeGreaterThanOrEqual(duringOutage.length);
    await expect(bar.getByRole('status')).toContainText(`Не отправлено: ${unsent.length}`);
    // A decision in the bar is marked on its row, which shows the video as the server has it.
    const marked = page.locator(ROW).filter({ hasText: 'Не отправлено: одобрение' });
    await expect(marked.first()).toContainText('На модерации');
    await page.screenshot({ path: `${SCREENSHOTS}/unsent-bar.png` });

    // «Повторить все», still at 30 % errors: each listed decision goes out once per click; what fails
    // again stays listed, until none is left.
    const sent: number[] = [];
    let answered = 0;
    const approvalOf = (url: string) =>
      /\/api\/admin\/videos\/(\d+)\/approve$/.exec(new URL(url).pathname)?.[1];
    page.on('request', (request) => {
      const id = approvalOf(request.url());
      if (request.method() === 'POST' && id) sent.push(Number(id));
    });
    const onAnswer = (request: { url: () => string; method: () => string }) => {
      if (request.method() === 'POST' && approvalOf(request.url())) answered += 1;
    };
    page.on('requestfinished', onAnswer);
    page.on('requestfailed', onAnswer);
    for (let round = 0; (await unsentIds(page)).length > 0; round += 1) {
      expect(round).toBeLessThan(10);
      const listed = (await unsentIds(page)).sort((a, b) => a - b);
      sent.length = 0;
      answered = 0;
      await bar.getByRole('button', { name: 'Повторить все' }).click();
      await expect.poll(() => answered, { timeout: 60_000 }).toBe(listed.length);
      expect([...sent].sort((a, b) => a - b)).toEqual(listed);
      // The bar is done with them: what failed again is listed again, and can be sent again.
      const done = async () =>
        (await bar.count()) === 0 ||
        (await bar
          .getByRole('button', { name: 'Повторить все' })
          .isEnabled({ timeout: 1000 })
          .catch(() => false));
      await expect.poll(done, { timeout: 60_000 }).toBe(true);
      const left = await unsentIds(page);
      expect(left.filter((id) => !listed.includes(id))).toEqual([]);
      if (left.length > 0)
        await expect(bar.getByRole('status')).toContainText(`Не отправлено: ${left.length}`);
    }
    await expect(bar).toHaveCount(0);

    // The audit trail: one approval per decision, by this moderator — nothing lost, nothing doubled.
    const { videos, audit } = await serverData(page);
    for (const id of ids) expect(videos.find((video) => video.id === id)?.status).toBe('published');
    const approvals = audit
      .slice(auditBefore)
      .filter(
        (entry) =>
          entry.actorId === MODERATOR_ID &&
          entry.action === 'approve' &&
          entry.entityType === 'video',
      );
    expect(approvals.map((entry) => entry.entityId).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
  },
);

test('the bar «Не отправлено» and the marks: accessible, light and dark, nothing cut off; keys reach its buttons', async ({
  page,
}) => {
  await login(page, 'moderator');
  await expect(page.locator(ROW)).toHaveCount(20);
  const waiting = page.locator(ROW).filter({ hasText: 'На модерации' });
  const ids = await waiting.evaluateAll((rows) =>
    rows
      .slice(0, 3)
      .map((row) =>
        Number(
          /\/moderation\/videos\/(\d+)/.exec(
            row.querySelector('a[href*="/moderation/videos/"]')?.getAttribute('href') ?? '',
          )?.[1],
        ),
      ),
  );
  // Three approvals that failed for good, as another tab of the panel writes them down (a reload
  // would send them at once).
  await page.evaluate(
    ({ ids, userId }) => {
      localStorage.setItem(
        'www-unsent-decisions',
        JSON.stringify(
          ids.map((id, index) => ({
            id: `failed-${index}`,
            method: 'POST',
            path: `videos/${id}/approve`,
            json: { expectedStatus: 'moderation' },
            at: Date.now(),
            userId,
            failed: true,
          })),
        ),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'www-unsent-decisions' }));
    },
    { ids, userId: MODERATOR_ID },
  );
  const bar = page.getByRole('region', { name: 'Неотправленные решения' });
  await expect(bar.getByRole('status')).toHaveText(
    `Не отправлено: 3 ${ids.map((id) => `видео №${id}`).join(', ')}`,
  );
  await expect(page.getByTitle('Не отправлено: одобрение')).toHaveCount(3);
  await expectLayoutIntact(page, 'the videos with the bar and marks');
  await expectAccessible(page, 'the bar «Не отправлено»');
  await page.screenshot({ path: `${SCREENSHOTS}/unsent-bar-light.png` });

  // Its page says it too.
  await page
    .locator(ROW)
    .filter({ has: page.getByTitle('Не отправлено: одобрение') })
    .first()
    .locator('a[href*="/moderation/videos/"]')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/moderation/videos/${ids[0]}$`));
  // The list stays on screen until the video's page is drawn (the address changes first).
  await expect(page.getByRole('heading', { name: 'Решение модератора' })).toBeVisible();
  await expect(page.getByTitle('Не отправлено: одобрение')).toBeVisible();
  await expect(bar).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'a video with a decision not sent (dark)');
  await page.screenshot({ path: `${SCREENSHOTS}/unsent-video-dark.png` });

  // Keyboard: Tab reaches «Повторить все», then «Не отправлять», which asks first.
  await bar.getByRole('button', { name: 'Повторить все' }).focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Не отправлять' })).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Не отправлять решения?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(bar).toBeVisible();
});

test('errors on: the rows under the pointer preload quietly; the video asked for names itself and its failure, once', async ({
  page,
}) => {
  await login(page, 'moderator');
  await expect(page.locator(ROW)).toHaveCount(20);
  const [asked] = await waitingIds(page, 1);
  const toasts = await watchNotifications(page, { redOnly: true });
  // Every call fails from now on.
  await setControls(page, { errorRate: 1 });
  // The pointer passes over six rows and their titles: each video, and its page's route, are
  // fetched ahead, and fail.
  const preloaded = page.waitForRequest((request) =>
    /\/api\/admin\/videos\/\d+$/.test(new URL(request.url()).pathname),
  );
  for (let index = 0; index < 6; index += 1)
    await page.locator(ROW).nth(index).locator('a[href*="/moderation/videos/"]').first().hover();
  await preloaded;
  await apiIdle(page);
  expect((await toasts()).notices).toEqual([]);

  // What the moderator asks for fails out loud: the page names the video, and one notice says it.
  await rowOf(page, asked!).locator('a[href*="/moderation/videos/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Видео №${asked}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveText(
    `Модерация/Видео/№${asked}`,
  );
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    `Не удалось загрузить видео №${asked}`,
  );
  await expect(redNotices(page)).toHaveCount(1);
  await expect(redNotices(page)).toContainText(`Не удалось загрузить видео №${asked}`);
  await page.screenshot({ path: `${SCREENSHOTS}/video-failed.png` });
});

test(
  'errors on: decisions sent again say so on their rows, their failures share one notice, a refusal is named and stays on its row',
  { tag: '@waits' },
  async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await login(page, 'moderator');
    await expect(page.locator(ROW)).toHaveCount(20);
    const ids = await waitingIds(page, 4);
    await setControls(page, { errorRate: 1 });
    const titles: string[] = [];
    for (const id of ids.slice(0, 3)) {
      const approve = rowOf(page, id).getByRole('button', { name: /^Одобрить «/ });
      titles.push(/^Одобрить «(.*)»$/.exec((await approve.getAttribute('aria-label')) ?? '')![1]!);
      await approve.click();
    }

    // Past the undo window every try fails: while they are sent again the rows show the decision and
    // say which try is on its way. The tries go on in real time while the rows are read one by one:
    // on a busy machine a later row may be past its second try already.
    for (const id of ids.slice(0, 3)) {
      await expect(rowOf(page, id)).toContainText(/Отправляется… [2-6] из 6/, { timeout: 15_000 });
      await expect(rowOf(page, id)).toContainText('Опубликовано');
    }
    await page.screenshot({ path: `${SCREENSHOTS}/decisions-retrying.png` });

    // After the last try: the bar lists them, and one notice counts them, naming each.
    const bar = page.getByRole('region', { name: 'Неотправленные решения' });
    await expect(bar.getByRole('status')).toContainText('Не отправлено: 3', { timeout: 60_000 });
    const unsentNotices = redNotices(page).filter({ hasText: 'Не отправлено' });
    await expect(unsentNotices).toHaveCount(1);
    await expect(unsentNotices.locator('.mantine-Notification-title')).toHaveText(
      'Не отправлено: 3',
    );
    for (const title of titles)
      await expect(unsentNotices).toContainText(
        `Видео «${title}» одобрено — Внутренняя ошибка сервера`,
      );
    for (const id of ids.slice(0, 3)) await expect(rowOf(page, id)).toContainText('На модерации');
    await page.screenshot({ path: `${SCREENSHOTS}/decisions-unsent-notice.png` });

    // Meanwhile an administrator rejects the first; the server is back. «Повторить все»: the first is
    // refused — said as a refusal, never beside «Решения отправлены».
    await rejectAsAdmin(page, ids[0]!);
    await setControls(page, { errorRate: 0 });
    await expect(unsentNotices).toHaveCount(0, { timeout: 10_000 });
    const toasts = await watchNotifications(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await bar.getByRole('button', { name: 'Повторить все' }).click();
    const resent = redNotices(page).filter({ hasText: `Решение не принято: видео №${ids[0]}` });
    await expect(resent).toContainText(ALREADY_DECIDED);
    await expect(bar).toHaveCount(0);
    await expect(resent).toHaveCount(0, { timeout: 10_000 });
    const said = (await toasts()).notices
      .filter((notice) => notice.shownAt >= clickedAt)
      .map((notice) => notice.title || notice.message);
    expect(said).not.toContain('Решения отправлены');
    expect(said.filter((title) => title.startsWith('Не отправлено'))).toEqual([]);

    // A decision taken on the video's page that a colleague took first: a refusal naming who, which the
    // page keeps saying once the notice has closed.
    await rowOf(page, ids[3]!).locator('a[href*="/moderation/videos/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`/moderation/videos/${ids[3]}$`));
    await page.getByRole('button', { name: /^Одобрить\s*A$/ }).click();
    await rejectAsAdmin(page, ids[3]!);
    const refusal = redNotices(page).filter({ hasText: 'Решение не принято: Видео «' });
    await expect(refusal).toContainText(ALREADY_DECIDED, { timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/decision-refused-notice.png` });
    await expect(refusal).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('[data-decision-refused]')).toHaveText(ALREADY_DECIDED);
    await expect(page.getByRole('main')).toContainText('Отклонено');
    await page.screenshot({ path: `${SCREENSHOTS}/decision-refused-page.png` });
  },
);
