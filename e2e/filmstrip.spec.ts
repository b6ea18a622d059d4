import type { Page } from '@playwright/test';
import { COLOUR_RULES, expectAccessible } from './a11y';
import { expect, firstRowVideo, login, SCREENSHOTS, test, ROW } from './fixtures';
import { recordLayoutShifts } from './layout-shifts';
import {
  drawnFrames,
  expectedFrameCount,
  expectWorkingStrip,
  frames,
  player,
  playerTime,
  pixelVariance,
  pressOnRussianLayout,
  strip,
} from './filmstrip';

/** Judging a video at a glance: the filmstrip, the seen parts, the player keys, time-coded reasons. */
const videoRows = (page: Page) => page.getByRole('table', { name: 'Видео' }).locator(ROW);

async function openFirstVideo(page: Page) {
  await login(page, 'moderator');
  await videoRows(page).first().locator('td').nth(2).locator('a').click();
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
}

test('the strip shows the video in frames with real pixels, in order; a frame seeks the player', async ({
  page,
}) => {
  await openFirstVideo(page);
  const { count, times } = await expectWorkingStrip(page);
  // A hover shows the frame larger, with its time.
  await frames(page).nth(2).hover();
  const preview = page.getByTestId('frame-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img', { name: /^Кадр \d\d:\d\d крупно$/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/video-filmstrip.png`, fullPage: true });
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/video-filmstrip-${width}-${scheme}.png` });
    }
    // With frames marked seen and one frame current: their times keep their contrast.
    await expectAccessible(page, `video page with its strip (${scheme})`, {
      only: scheme === 'dark' ? COLOUR_RULES : undefined,
    });
  }

  // Back on the video later in the session: the frames are there at once.
  await page.goBack();
  await expect(page).toHaveURL(/\/moderation\/videos$/);
  await page.goForward();
  await expect(strip(page)).toBeVisible();
  await expect(strip(page)).toHaveAttribute('aria-busy', 'false');
  expect(await drawnFrames(page, count)).toEqual(times);
});

test('on a phone nothing under the player moves while the strip comes', async ({ page }) => {
  await login(page, 'moderator');
  const { id } = await firstRowVideo(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto(`/moderation/videos/${id}`);
  await drawnFrames(page, await expectedFrameCount(page));
  await expect(strip(page)).toHaveAttribute('aria-busy', 'false');
  await page.screenshot({ path: `${SCREENSHOTS}/video-390.png` });
  const shifted = await layoutShifts();
  // Under 0.1, a good page's score; the strip's panel appearing under the player scored 0.45.
  expect(shifted).toBeLessThan(0.1);
});

test('player keys work by physical key on a Russian layout; the speed stays for the next video', async ({
  page,
}) => {
  await openFirstVideo(page);
  const { times } = await expectWorkingStrip(page);
  await frames(page).first().click();
  await expect.poll(() => playerTime(page)).toBe(0);

  // «ю» is the key of «.»: the next frame of the strip.
  await pressOnRussianLayout(page, 'Period', 'ю', 190);
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[1]!, 1);
  // «→»: five seconds on; Shift+→ one.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[1]! + 5, 1);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[1]! + 4, 1);
  // «б» (the key of «,»): back to the frame the player is in.
  await pressOnRussianLayout(page, 'Comma', 'б', 188);
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[1]!, 1);
  // «ь» (M): sound off; «ъ» (]): faster.
  await pressOnRussianLayout(page, 'KeyM', 'ь', 77);
  await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await pressOnRussianLayout(page, 'BracketRight', 'ъ', 221);
  await pressOnRussianLayout(page, 'BracketRight', 'ъ', 221);
  await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(page.getByTestId('player-speed')).toHaveText('1,5×');
  // Space plays and pauses; the decision keys are still the page's.
  await page.keyboard.press('Space');
  await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  // `?` lists the player's keys beside the decisions.
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Клавиши' });
  await expect(help.getByText('следующий кадр раскадровки')).toBeVisible();
  await expect(help.getByText('одобрить и открыть следующее')).toBeVisible();
  await page.keyboard.press('Escape');

  // The next video plays at the speed chosen.
  const first = page.url();
  await page.getByRole('button', { name: /^Одобрить и следующее/ }).click();
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(/\/moderation\/videos\/\d+$/);
  await expect.poll(() => player(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(page.getByTestId('player-speed')).toHaveText('1,5×');
});

/** Filmstrip.tsx's LOOK_MS: how long a frame stays enlarged before it counts as looked at. */
const LOOK_MS = 1000;

test('the seen mark grows as the video plays and as frames are opened, not as the pointer passes', async ({
  page,
}) => {
  // The page's timers are the test's: a look's time passes only when the test says, however slow
  // the machine moves the pointer.
  await page.clock.install();
  await openFirstVideo(page);
  const percent = page.getByTestId('seen-percent');
  await expect(percent).toHaveText('просмотрено 0 %');
  await expect(strip(page)).toHaveAttribute('aria-busy', 'false');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  // Swept across twelve frames, about 60 ms each: nothing seen.
  for (let k = 0; k < 12; k += 1) {
    const box = await frames(page).nth(k).boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2, { steps: 2 });
    await page.waitForTimeout(60);
  }
  await page.mouse.move(0, 0);
  await page.clock.runFor(LOOK_MS * 2);
  await expect(percent).toHaveText('просмотрено 0 %');

  // Kept enlarged for a look's time, a frame's interval counts as looked at.
  await frames(page).nth(9).hover();
  await page.clock.runFor(LOOK_MS - 100);
  await expect(frames(page).nth(9)).not.toHaveAttribute('data-seen');
  await page.clock.runFor(100);
  await expect(frames(page).nth(9)).toHaveAttribute('data-seen', 'true');
  await page.mouse.move(0, 0);
  await page.clock.resume();
  // Played from the player's own bar: the sound off, then play, then pause.
  await page.getByRole('button', { name: 'Выключить звук' }).click();
  await expect(page.getByRole('button', { name: 'Включить звук' })).toBeVisible();
  expect(await player(page).evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await player(page).evaluate((video: HTMLVideoElement) => (video.playbackRate = 3));
  await page.getByRole('button', { name: 'Воспроизвести' }).click();
  await expect
    .poll(async () => Number(/\d+/.exec((await percent.innerText()) ?? '')?.[0]))
    .toBeGreaterThan(5);
  await page.getByRole('button', { name: 'Пауза' }).click();
  await expect(page.getByRole('button', { name: 'Воспроизвести' })).toBeVisible();
  // The bar's clock says where the player stopped.
  const stoppedAt = Math.floor(
    await player(page).evaluate((video: HTMLVideoElement) => video.currentTime),
  );
  expect(stoppedAt).toBeGreaterThan(0);
  const clock = `${Math.floor(stoppedAt / 60)}:${String(stoppedAt % 60).padStart(2, '0')}`;
  await expect(page.getByRole('slider', { name: 'Позиция в видео' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`^${clock} из \\d+:\\d\\d$`),
  );
  const played = Number(/\d+/.exec(await percent.innerText())?.[0]);

  // A click counts at once.
  await frames(page).last().click();
  await expect(frames(page).last()).toHaveAttribute('data-seen', 'true');
  expect(Number(/\d+/.exec(await percent.innerText())?.[0])).toBeGreaterThan(played);
  await frames(page).nth(7).click();
  await expect(frames(page).nth(7)).toHaveAttribute('data-seen', 'true');
  await expect(frames(page).nth(5)).not.toHaveAttribute('data-seen');
});

test('a time code put into the reject reason is a link that seeks the player after the rejection', async ({
  page,
}) => {
  await openFirstVideo(page);
  const { times } = await expectWorkingStrip(page);
  await frames(page).nth(3).click();
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[3]!, 1);
  const code = `00:${String(Math.floor(times[3]!)).padStart(2, '0')}`;

  await page.keyboard.press('KeyR');
  const dialog = page.getByRole('dialog', { name: 'Отклонить видео' });
  const reason = dialog.getByLabel(/Причина отклонения/);
  await reason.fill('Реклама в кадре на');
  await dialog.getByRole('button', { name: `Вставить время: ${code}` }).click();
  await expect(reason).toHaveValue(`Реклама в кадре на ${code}`);
  await dialog.getByRole('button', { name: 'Отклонить', exact: true }).click();
  await expect(dialog).toBeHidden();

  await frames(page).first().click();
  await expect.poll(() => playerTime(page)).toBe(0);
  const alert = page.getByRole('alert').filter({ hasText: 'Причина отклонения' });
  await alert.getByRole('button', { name: `Перейти к ${code}` }).click();
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[3]!, 1);

  // «История» says it too, once the server has the decision (after the 5 s to take it back).
  const history = page.getByRole('region', { name: 'История' });
  await frames(page).first().click();
  await history
    .getByRole('button', { name: `Перейти к ${code}` })
    .first()
    .click();
  await expect.poll(() => playerTime(page)).toBeCloseTo(times[3]!, 1);
});

test('the queue shows a row’s first frames on V (any layout) and on a hover', async ({ page }) => {
  await login(page, 'moderator');
  const first = page.getByRole('group', { name: /^Первые кадры: / });
  // The keys act on rows on screen: none before the first page of rows is drawn.
  await expect(videoRows(page)).toHaveCount(20);
  // «м» is the key of V on a Russian layout: the active (first) row.
  await pressOnRussianLayout(page, 'KeyV', 'м', 86);
  await expect(first.locator('canvas')).toHaveCount(6);
  for (const canvas of await first.locator('canvas').all()) {
    expect(await pixelVariance(canvas)).toBeGreaterThan(50);
  }
  await expect(first.getByText('00:00')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/videos-row-frames.png` });
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();

  await videoRows(page)
    .nth(1)
    .getByRole('button', { name: /^Первые кадры: / })
    .hover();
  await expect(first.locator('canvas')).toHaveCount(6);
  await page.mouse.move(0, 0);
  await expect(first).toBeHidden();
});
