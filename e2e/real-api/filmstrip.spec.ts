import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLOUR_RULES, expectAccessible } from '../a11y';
import { expect, login, test, ROW } from '../fixtures';
import { expectWorkingStrip, frames, player, pressOnRussianLayout, playerTime } from '../filmstrip';
import { MOCK_SERVER_URL } from '../ports';

/**
 * The filmstrip in the real-API mode: the media come from the mock server, another origin than the
 * panel's, which answers CORS for it (docs/api.md), so the page may read the video's frames.
 */
test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${MOCK_SERVER_URL}/__mock/reset`);
  expect(reset.status()).toBe(204);
});

async function openFirstVideo(page: Page) {
  await login(page, 'moderator');
  const rows = page.getByRole('table', { name: 'Видео' }).locator(ROW);
  await rows.first().locator('td').nth(2).locator('a').click();
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
}

test('reads the frames of a video on the API origin, seeks by frame and by key', async ({
  page,
}) => {
  await openFirstVideo(page);
  await expect(player(page)).toHaveAttribute('src', new RegExp(`^${MOCK_SERVER_URL}/mock-media/`));
  const { times } = await expectWorkingStrip(page);
  await frames(page).first().click();
  await pressOnRussianLayout(page, 'Period', 'ю', 190);
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[1]!, 1);
  // Seeking far into the clip works: the server answers byte ranges across origins.
  await player(page).evaluate(
    (video: HTMLVideoElement) => (video.currentTime = video.duration - 2),
  );
  await expect
    .poll(() => player(page).evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
});

test('a media server that does not answer CORS: the strip says why, the player still plays', async ({
  page,
}) => {
  // A media server that was not told about the panel (a CDN without CORS): it serves the clip to
  // anyone, with no Access-Control-* header.
  const clip = readFileSync('mocks/media/sample-1.webm');
  let readsForFrames = 0;
  const media = createServer((request, response) => {
    // The strip's hidden video asks with CORS (an Origin header); the page's player does not.
    if (request.headers.origin) readsForFrames += 1;
    response.writeHead(200, { 'Content-Type': 'video/webm', 'Content-Length': clip.length });
    response.end(clip);
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  const { port } = media.address() as AddressInfo;
  try {
    await page.route(`${MOCK_SERVER_URL}/api/admin/videos/*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { videoUrl: string } };
      body.result.videoUrl = `http://127.0.0.1:${port}/clip.webm`;
      await route.fulfill({ response, json: body });
    });
    await openFirstVideo(page);
    await expect(
      page.getByText(
        'Кадры недоступны: сервер видео не разрешает панели читать кадры (нет заголовков CORS для адреса панели). Видео можно смотреть в плеере.',
      ),
    ).toBeVisible();
    await expect(frames(page)).toHaveCount(0);
    await expect
      .poll(() => player(page).evaluate((video: HTMLVideoElement) => video.duration))
      .toBeGreaterThan(60);

    // «Повторить» asks the media server again, and says the same when it still refuses.
    const before = readsForFrames;
    expect(before).toBeGreaterThan(0);
    const strip = page.getByRole('region', { name: 'Раскадровка' });
    await strip.getByRole('button', { name: 'Повторить' }).click();
    await expect.poll(() => readsForFrames).toBeGreaterThan(before);
    await expect(strip.getByRole('status')).toContainText(
      'Кадры недоступны: сервер видео не разрешает панели читать кадры',
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectAccessible(page, `video page whose frames cannot be read (${scheme})`, {
        only: scheme === 'dark' ? COLOUR_RULES : undefined,
      });
    }
  } finally {
    media.close();
  }
});
