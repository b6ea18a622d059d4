import type { Browser, BrowserContext, Page } from '@playwright/test';
import { prepareContext, ROW } from '../fixtures';

/** A fresh tab on one of the servers, prepared as every test's (fixtures.ts), at 1440×900. */
export async function newTab(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    colorScheme: 'light',
    // Dialogs open without their fade: the screenshot is of the dialog, not of a moment of it.
    reducedMotion: 'reduce',
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'allow',
  });
  await prepareContext(context);
  return { context, page: await context.newPage() };
}

/** The shell's header height (0 signed out) and the rows of the page's tables wholly in the window. */
export function shellMeasures(page: Page): Promise<{ header: number; rows: number }> {
  return page.evaluate((row) => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const rows = [...document.querySelectorAll(`table ${row}`)].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    }).length;
    return { header, rows };
  }, ROW);
}
