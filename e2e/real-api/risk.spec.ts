import type { APIRequestContext, Page } from '@playwright/test';
import { RISK_MODEL, type FrameRiskClasses, type VideoRisk } from '@/contract/video-risk';
import { planFrames } from '@/shared/lib/video-frames';
import { COLOUR_RULES, expectAccessible } from '../a11y';
import { ACCOUNTS, expect, login, SCREENSHOTS, test } from '../fixtures';
import { frames, playerTime, pressOnRussianLayout } from '../filmstrip';
import { MOCK_SERVER_URL } from '../ports';

/**
 * Risk per frame on the mock server (docs/product.md, «Risk marks»): the marks a video's kept scores
 * put on the strip and the keys that jump between them; a video without scores computed by the real
 * model in one browser, sent once, and read by another browser without computing them.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

const API = `${MOCK_SERVER_URL}/api/admin`;

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post(`${API}/auth`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { accessToken } = ((await answer.json()) as { result: { accessToken: string } }).result;
  return { Authorization: `Bearer ${accessToken}` };
}

interface ApiVideo {
  id: number;
  durationSec: number;
  riskMax: number | null;
}

/** A waiting video of the queue that nobody has scored yet. */
async function unscoredVideo(request: APIRequestContext): Promise<ApiVideo> {
  const list = await request.get(`${API}/videos?status=moderation&limit=50`, {
    headers: await adminHeaders(request),
  });
  const { items } = ((await list.json()) as { result: { items: ApiVideo[] } }).result;
  return items.find((video) => video.riskMax === null)!;
}

const NEUTRAL: FrameRiskClasses = { Drawing: 0.02, Hentai: 0, Neutral: 0.97, Porn: 0.01, Sexy: 0 };
const PORN: FrameRiskClasses = { Drawing: 0, Hentai: 0.02, Neutral: 0.05, Porn: 0.9, Sexy: 0.03 };
const SEXY: FrameRiskClasses = { Drawing: 0, Hentai: 0, Neutral: 0.25, Porn: 0.05, Sexy: 0.7 };

const puts = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/videos\/\d+\/risk$/.test(request.url()))
      sent.push(request.url());
  });
  return sent;
};

test('a moderator sees the marks of a video’s kept scores and jumps to them by key', async ({
  page,
  request,
}) => {
  const video = await unscoredVideo(request);
  const { times } = planFrames(video.durationSec);
  // Another panel scored the video: frame 3 as porn, frame 7 as sexy.
  const scored = await request.put(`${API}/videos/${video.id}/risk`, {
    headers: await adminHeaders(request),
    data: {
      model: RISK_MODEL.name,
      modelVersion: RISK_MODEL.version,
      frames: times.map((at, index) => ({
        at,
        classes: index === 3 ? PORN : index === 7 ? SEXY : NEUTRAL,
      })),
    },
  });
  expect(scored.status()).toBe(200);
  const sent = puts(page);
  await login(page, 'moderator', `/moderation/videos/${video.id}`);
  await expect(frames(page).nth(3)).toHaveAccessibleName(
    /^Кадр \d\d:\d\d Порно 90 % \(оценка модели\): перейти$/,
  );
  await expect(frames(page).nth(7)).toHaveAccessibleName(
    /^Кадр \d\d:\d\d Откровенное 70 % \(оценка модели\): перейти$/,
  );
  await expect(frames(page).nth(3).locator('[data-risk-mark="Porn"]')).toBeVisible();
  await expect(frames(page).nth(3).locator('[data-risk-mark]')).toContainText('Порно 90 %');
  await expect(page.locator('[data-risky]')).toHaveCount(2);
  await expect(page.getByTestId('risk-state')).toHaveText('отметок риска: 2 (оценка модели)');
  // The marks and an opened frame's classes, readable in both schemes.
  await frames(page).nth(3).focus();
  await expect(page.getByTestId('frame-risk')).toContainText('Риск 95 % — оценка модели');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectAccessible(page, `risk marks, ${scheme}`, {
      only: scheme === 'dark' ? COLOUR_RULES : undefined,
    });
    await page.screenshot({ path: `${SCREENSHOTS}/risk-marks-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // «Ю» with Shift (the key of «.» on a Russian layout): the next marked frame, then the one after.
  await pressOnRussianLayout(page, 'Period', 'Ю', 190, true);
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[3]!, 1);
  await pressOnRussianLayout(page, 'Period', 'Ю', 190, true);
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[7]!, 1);
  await pressOnRussianLayout(page, 'Comma', 'Б', 188, true);
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[3]!, 1);
  // The scores were the server's: this panel computed and sent none.
  expect(sent).toEqual([]);
});

test('one browser computes a video’s scores with the real model and sends them once; another reads them', async ({
  page,
  browser,
  request,
}) => {
  const video = await unscoredVideo(request);
  const sent = puts(page);
  const computing: string[] = [];
  page.on('worker', (worker) => computing.push(worker.url()));
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith(`/videos/${video.id}/risk`),
    { timeout: 60_000 },
  );
  await login(page, 'moderator', `/moderation/videos/${video.id}`);
  expect((await stored).status()).toBe(200);
  // What the server keeps: the panel's model, a score for every frame of the strip, by the moderator.
  const kept = await request.get(`${API}/videos/${video.id}`, {
    headers: await adminHeaders(request),
  });
  const { risk } = ((await kept.json()) as { result: { risk: VideoRisk } }).result;
  expect([risk.model, risk.modelVersion]).toEqual([RISK_MODEL.name, RISK_MODEL.version]);
  expect(risk.frames).toHaveLength(await frames(page).count());
  expect(risk.scoredBy).toBe(2);
  expect(computing.filter((url) => url.includes('risk.worker'))).toHaveLength(1);
  await frames(page).first().focus();
  const scores = (await page.getByTestId('frame-risk').textContent())!;
  expect(scores).toContain('оценка модели');

  // A second browser (another moderator's machine) reads the scores with the video.
  const other = await browser.newContext();
  const second = await other.newPage();
  const sentBySecond = puts(second);
  // The model runs in a worker started with the first frame to score: none means nothing computed.
  const workers: string[] = [];
  second.on('worker', (worker) => workers.push(worker.url()));
  await login(second, 'admin', `/moderation/videos/${video.id}`);
  await expect(frames(second).first().locator('canvas')).toBeVisible();
  await frames(second).first().focus();
  await expect(second.getByTestId('frame-risk')).toHaveText(scores);
  // Its strip read to the end: nothing computed, nothing sent.
  await expect(second.getByRole('group', { name: /^Раскадровка:/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  expect(sentBySecond).toEqual([]);
  expect(workers.filter((url) => url.includes('risk.worker'))).toEqual([]);
  expect(sent).toHaveLength(1);
  await other.close();
});
