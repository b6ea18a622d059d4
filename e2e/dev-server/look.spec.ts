import { mkdir, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectLoaded as expect, settle } from '../a11y';
import { HOME, mainNav, ROW, SCREENSHOTS, submitLogin, test } from '../fixtures';
import { DEV_SERVER_URL, E2E_URL } from '../ports';
import { newTab, shellMeasures } from './tabs';

/**
 * `npm run dev` — the README's first command — draws the panel as the build does: the same pages in
 * both, in mock mode, screenshot against screenshot, light and dark, at 1440 and 390 px; the header's
 * height and the rows a list shows at 1440×900 are the build's. The build is the `chromium`
 * project's (`vite preview` of dist/), the dev server is started by Playwright
 * (playwright.config.ts).
 */

/** The share of pixels that may differ: a relative time («3 мин назад») a minute later, a caret. */
const MAX_DIFFERING_SHARE = 0.01;

interface Look {
  name: string;
  /** Brings the page from the previous look's state to this one's. */
  show: (page: Page) => Promise<void>;
  /** What may move between two loads (a video's picture). */
  mask?: (page: Page) => Locator[];
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('main').getByRole('heading', { name, level: 1 })).toBeVisible();

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, E2E_URL).pathname);
  await expect(mainNav(page)).toBeAttached();
}

async function openVideo(page: Page) {
  await open(page, '/moderation/videos/1');
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('group', { name: /^Раскадровка:/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/** In the order a session meets them: the login form, the landing list, a video, its dialog, a user. */
const LOOKS: Look[] = [
  {
    name: 'login',
    show: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    },
  },
  {
    name: 'video-queue',
    show: async (page) => {
      await submitLogin(page, 'admin');
      await expect(page).toHaveURL(HOME);
      await expect(page.getByRole('table', { name: 'Видео' }).locator(ROW).first()).toBeVisible();
    },
  },
  {
    name: 'video',
    show: openVideo,
    mask: (page) => [page.locator('video')],
  },
  {
    name: 'reject-dialog',
    show: async (page) => {
      await page.getByRole('button', { name: /^Отклонить R$/ }).click();
      await expect(page.getByRole('dialog', { name: 'Отклонить видео' })).toBeVisible();
    },
    mask: (page) => [page.locator('video')],
  },
  {
    name: 'user-card',
    show: async (page) => {
      await open(page, '/users/5');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await heading(page, /./);
    },
  },
];

/** The share of pixels that differ between two PNG screenshots of one size (1 when the sizes differ). */
function differingShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([pixels(a), pixels(b)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const distance =
          Math.abs(x.data[i]! - y.data[i]!) +
          Math.abs(x.data[i + 1]! - y.data[i + 1]!) +
          Math.abs(x.data[i + 2]! - y.data[i + 2]!);
        // Anti-aliasing and a gradient's dithering move a channel by a few steps.
        if (distance > 48) differing += 1;
      }
      return differing / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

async function snapshot(page: Page, look: Look): Promise<Buffer> {
  await settle(page);
  // Off the content: no hover state.
  await page.mouse.move(0, 0);
  return page.screenshot({ animations: 'disabled', caret: 'hide', mask: look.mask?.(page) ?? [] });
}

/**
 * Each state is looked at in every view without loading it again: the window is resized and the
 * system's scheme changed, which the panel follows until a scheme is chosen, as the build does.
 */
const VIEWS = [
  { colorScheme: 'light', width: 1440, height: 900 },
  { colorScheme: 'light', width: 390, height: 844 },
  { colorScheme: 'dark', width: 390, height: 844 },
  { colorScheme: 'dark', width: 1440, height: 900 },
] as const;

test('the dev server draws what the build draws, light and dark, at 1440 and 390 px', async ({
  browser,
}, testInfo) => {
  // Five states in four views, each in both servers; a dev server's first pages are slow to load.
  test.setTimeout(600_000);
  await mkdir(SCREENSHOTS, { recursive: true });
  const build = await newTab(browser, E2E_URL);
  const dev = await newTab(browser, DEV_SERVER_URL);
  try {
    for (const look of LOOKS) {
      await Promise.all([look.show(build.page), look.show(dev.page)]);
      for (const { colorScheme, width, height } of VIEWS) {
        for (const { page } of [build, dev]) {
          await page.setViewportSize({ width, height });
          await page.emulateMedia({ colorScheme });
        }
        const expected = await snapshot(build.page, look);
        const actual = await snapshot(dev.page, look);
        const name = `dev-${look.name}-${colorScheme}-${width}`;
        await writeFile(`${SCREENSHOTS}/${name}.png`, actual);
        const share = await differingShare(dev.page, expected, actual);
        if (share > MAX_DIFFERING_SHARE) {
          await testInfo.attach(`${name}-build.png`, { body: expected, contentType: 'image/png' });
          await testInfo.attach(`${name}-dev.png`, { body: actual, contentType: 'image/png' });
        }
        expect
          .soft(share, `${name}: share of pixels unlike the build's`)
          .toBeLessThanOrEqual(MAX_DIFFERING_SHARE);
        const [built, served] = [await shellMeasures(build.page), await shellMeasures(dev.page)];
        expect.soft(served.header, `${name}: the header's height`).toBe(built.header);
        expect.soft(served.rows, `${name}: rows in view`).toBe(built.rows);
      }
    }
  } finally {
    await Promise.all([build.context.close(), dev.context.close()]);
  }
});

test('the dev server draws the login form styled from its first paint', async ({ browser }) => {
  const looks: Record<string, { first: string; last: string }> = {};
  for (const [name, url] of [
    ['build', E2E_URL],
    ['dev', DEV_SERVER_URL],
  ] as const) {
    const { context, page } = await newTab(browser, url);
    // The button's look as it is first inserted, before anything could restyle it.
    await page.addInitScript(() => {
      const style = (element: Element) => {
        const { backgroundColor, height, borderRadius, color } = getComputedStyle(element);
        return [backgroundColor, height, borderRadius, color].join(' ');
      };
      new MutationObserver((_, observer) => {
        const button = document.querySelector('#root button[type="submit"]');
        if (!button) return;
        (window as unknown as { firstLook: string }).firstLook = style(button);
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      (window as unknown as { lastLook: () => string }).lastLook = () =>
        style(document.querySelector('#root button[type="submit"]')!);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    looks[name] = await page.evaluate(() => {
      const w = window as unknown as { firstLook: string; lastLook: () => string };
      return { first: w.firstLook, last: w.lastLook() };
    });
    await context.close();
  }
  expect(looks.dev!.first).toBe(looks.build!.last);
  expect(looks.dev!.last).toBe(looks.build!.last);
});
