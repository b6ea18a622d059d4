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

/** What the strip shows, against the video decoded afresh at the strip's times. */
export interface StripCheck {
  times: number[];
  /** Frames whose picture is nearer another time's than their own, or far from their own. */
  mismatches: { index: number; time: number; nearest: number; own: number; other: number }[];
  /** Frames the strip says it could not take. */
  missing: number[];
  /** The largest distance of a frame from its own time's picture, and the smallest from another's. */
  worstOwn: number;
  closestOther: number;
}

/**
 * Decodes the player's video in the page at every time of the strip, with a video element of its
 * own, in reverse order (so a late frame in this decoding could never agree with a late frame of the
 * strip's, read forwards), each after the browser reports that frame presented
 * (`requestVideoFrameCallback`, its media time within one frame of the moment); then compares each
 * frame of the strip with every decoded picture, on the corner where the sample clips stamp their time
 * (mean absolute difference of the RGB levels, 0–255). A frame must be nearest its own time's picture.
 */
export async function checkStripFrames(page: Page): Promise<StripCheck> {
  await expect(strip(page)).toHaveAttribute('aria-busy', 'false');
  return strip(page).evaluate(async (group) => {
    const buttons = [...group.querySelectorAll<HTMLElement>('[data-frame]')];
    const times = buttons.map((button) => Number(button.dataset.time));
    const source = document.querySelector('video')!.currentSrc;
    const first = buttons.map((button) => button.querySelector('canvas')).find(Boolean)!;
    const { width, height } = first;
    const pixels = (canvas: HTMLCanvasElement) =>
      canvas.getContext('2d')!.getImageData(0, 0, width, height).data;

    const video = document.createElement('video');
    video.crossOrigin = 'anonymous';
    video.muted = true;
    video.preload = 'auto';
    video.style.cssText = 'position:fixed;left:0;top:0;width:64px;height:36px;opacity:0.01';
    document.body.append(video);
    const loaded = new Promise((resolve) =>
      video.addEventListener('loadeddata', resolve, { once: true }),
    );
    video.src = source;
    await loaded;
    // The sample clips run at 10 frames a second: the frame at `time` starts at most 0.1 s before.
    const FRAME_S = 0.1;
    const reference: Uint8ClampedArray[] = [];
    for (let k = times.length - 1; k >= 0; k -= 1) {
      const time = times[k]!;
      await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no frame presented at ${time}`)), 20_000);
        const wait = () =>
          video.requestVideoFrameCallback((_now, frame) => {
            if (frame.mediaTime > time + 0.001 || frame.mediaTime <= time - FRAME_S) wait();
            else {
              clearTimeout(timer);
              resolve(frame.mediaTime);
            }
          });
        wait();
        video.currentTime = time;
      });
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')!.drawImage(video, 0, 0, width, height);
      reference[k] = pixels(canvas);
    }
    video.remove();

    // The corner where the sample clips stamp their running time (top right): two frames of one
    // scene differ little elsewhere.
    const corner: number[] = [];
    for (let y = 0; y < Math.round(height * 0.25); y += 1) {
      for (let x = Math.round(width * 0.6); x < width; x += 1) corner.push((y * width + x) * 4);
    }
    const distance = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
      let sum = 0;
      for (const i of corner) {
        sum +=
          Math.abs(a[i]! - b[i]!) +
          Math.abs(a[i + 1]! - b[i + 1]!) +
          Math.abs(a[i + 2]! - b[i + 2]!);
      }
      return sum / (corner.length * 3);
    };
    const check = {
      times,
      mismatches: [] as StripCheck['mismatches'],
      missing: [] as number[],
      worstOwn: 0,
      closestOther: Infinity,
    };
    buttons.forEach((button, index) => {
      const canvas = button.querySelector('canvas');
      if (!canvas) {
        check.missing.push(index);
        return;
      }
      const shown = pixels(canvas);
      const distances = reference.map((picture) => distance(shown, picture));
      const own = distances[index]!;
      const other = Math.min(...distances.filter((_, k) => k !== index));
      const nearest = distances.indexOf(Math.min(...distances));
      check.worstOwn = Math.max(check.worstOwn, own);
      check.closestOther = Math.min(check.closestOther, other);
      if (nearest !== index) {
        check.mismatches.push({ index, time: times[index]!, nearest, own, other });
      }
    });
    return check;
  });
}
