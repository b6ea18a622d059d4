import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The video page's player. */
export const player = (page: Page) => page.locator('video');

export const strip = (page: Page) => page.getByRole('group', { name: /^Раскадровка:/ });
export const frames = (page: Page) => strip(page).locator('[data-frame]');

export const playerTime = (page: Page) =>
  player(page).evaluate((video: HTMLVideoElement) => video.currentTime);

/** Frames the strip must show for the player's video: about one per 5 s, 12 to 48. */
export async function expectedFrameCount(page: Page): Promise<number> {
  await expect
    .poll(() => player(page).evaluate((v: HTMLVideoElement) => v.duration))
    .toBeGreaterThan(0);
  const duration = await player(page).evaluate((video: HTMLVideoElement) => video.duration);
  return Math.max(12, Math.min(48, Math.round(duration / 5)));
}

/** Waits until every frame of the strip is drawn; returns their times, in the strip's order. */
export async function drawnFrames(page: Page, count: number): Promise<number[]> {
  await expect(frames(page)).toHaveCount(count);
  await expect(frames(page).locator('canvas')).toHaveCount(count);
  return frames(page).evaluateAll((buttons) =>
    buttons.map((button) => Number(button.getAttribute('data-time'))),
  );
}

/** The variance of a canvas's grey levels: a blank or single-colour frame is about 0. */
export function pixelVariance(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let sum = 0;
    let squares = 0;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const grey = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      sum += grey;
      squares += grey * grey;
    }
    return squares / n - (sum / n) ** 2;
  });
}

/**
 * A key pressed on a Russian (ЙЦУКЕН) layout: the key's code is the physical key, its `key` the Russian
 * letter it types, as Chromium reports a real key press (through the DevTools protocol, not a synthetic
 * event).
 */
export async function pressOnRussianLayout(
  page: Page,
  code: string,
  key: string,
  keyCode: number,
  shift = false,
) {
  const session = await page.context().newCDPSession(page);
  const event = { code, key, windowsVirtualKeyCode: keyCode, modifiers: shift ? 8 : 0 };
  await session.send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, text: key });
  await session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
  await session.detach();
}

/** Checks the strip of the open video page: count, pixels, order, and a click that seeks. */
export async function expectWorkingStrip(page: Page) {
  const count = await expectedFrameCount(page);
  const times = await drawnFrames(page, count);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  expect(new Set(times).size).toBe(count);
  for (const canvas of await frames(page).locator('canvas').all()) {
    expect(await pixelVariance(canvas)).toBeGreaterThan(50);
  }
  const interval = times[1]! - times[0]!;
  const k = Math.floor(count / 2);
  await frames(page).nth(k).click();
  await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(times[k]! - interval / 2);
  expect(await playerTime(page)).toBeLessThanOrEqual(times[k]! + interval / 2);
  return { count, times, interval };
}
