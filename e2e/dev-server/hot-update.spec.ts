import type { Stats } from 'node:fs';
import { readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectLoaded as expect, settle } from '../a11y';
import { HOME, ROW, submitLogin, test } from '../fixtures';
import { DEV_SERVER_URL } from '../ports';
import { newTab, shellMeasures } from './tabs';

/**
 * A hot update keeps the page styled: after an edit of a CSS module and of a component, the shell and
 * the list on the dev server look as they did before it (the header's height, the rows in view, a
 * Mantine button). The files are edited on disk, as a developer would, and put back afterwards.
 */
const STYLES = 'src/features/shell/AppLayout.module.css';
const COMPONENT = 'src/features/shell/AppLayout.tsx';
const PROBE = '--hot-update-probe';

/**
 * Writes the file whole, as an editor saving atomically does: written in place, the dev server can
 * read it half-written (a component without its exports), and the page then reloads instead of
 * taking the update.
 */
async function save(file: string, text: string): Promise<void> {
  await writeFile(`${file}.saving`, text);
  await rename(`${file}.saving`, file);
}

/** The shell and the list as measured, a Mantine button's look, and the probe's value. */
async function look(page: Page) {
  const styles = await page.evaluate((probe) => {
    const button = document.querySelector('main .mantine-Button-root');
    const { height, backgroundColor, borderRadius } = button
      ? getComputedStyle(button)
      : { height: '', backgroundColor: '', borderRadius: '' };
    return {
      button: [height, backgroundColor, borderRadius].join(' '),
      probe: getComputedStyle(document.documentElement).getPropertyValue(probe).trim(),
    };
  }, PROBE);
  return { ...(await shellMeasures(page)), ...styles };
}

/**
 * Resolves when the dev server's client reports a module updated in place for the file: the file's
 * own module, or the component that took its update (`[vite] hot updated: /src/….tsx`).
 */
function hotUpdated(page: Page, component: string): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) =>
      /^\[vite\] (css )?hot updated: /.test(message.text()) &&
      message.text().includes(`/${component}`),
    timeout: 90_000,
  });
}

test('a hot update of a CSS module and of a component keeps the page styled', async ({
  browser,
}) => {
  const { context, page } = await newTab(browser, DEV_SERVER_URL);
  const originals = {
    [STYLES]: await readFile(STYLES, 'utf8'),
    [COMPONENT]: await readFile(COMPONENT, 'utf8'),
  };
  // Put back with their times too: a build that checks its sources' times (build-real-api.mjs
  // --if-stale) must not find itself out of date after this test.
  const times: Record<string, Stats> = {
    [STYLES]: await stat(STYLES),
    [COMPONENT]: await stat(COMPONENT),
  };
  try {
    await page.goto('/login');
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('table', { name: 'Видео' }).locator(ROW).first()).toBeVisible();
    await settle(page);
    const before = await look(page);
    expect(before.button).not.toBe('');

    const stylesUpdated = hotUpdated(page, COMPONENT);
    await save(STYLES, `${originals[STYLES]}\n:global(html) {\n  ${PROBE}: 1;\n}\n`);
    await stylesUpdated;
    await expect.poll(() => look(page)).toEqual({ ...before, probe: '1' });

    const componentUpdated = hotUpdated(page, COMPONENT);
    await save(COMPONENT, `${originals[COMPONENT]}\n// A hot update's probe.\n`);
    await componentUpdated;
    await settle(page);
    await expect.poll(() => look(page)).toEqual({ ...before, probe: '1' });
  } finally {
    for (const [file, text] of Object.entries(originals)) {
      await save(file, text);
      await utimes(file, times[file]!.atime, times[file]!.mtime);
    }
    await context.close();
  }
});
