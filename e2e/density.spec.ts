import type { Page } from '@playwright/test';
import { expectLoaded as expect, openPage, settle } from './a11y';
import { AREAS } from './areas';
import { SCREENSHOTS, test, ROW } from './fixtures';

/**
 * Every list (each area's, src/contract/areas.ts) shows a screenful of rows in its default view: at least 15 rows wholly inside a
 * 1440×900 window and 10 inside 1280×800, with nothing scrolled. Above the table sit only the page's
 * title, one line of filters and the table's toolbar; the rest (a page's description, a chart) folds.
 */
const LISTS = AREAS.map(({ list, title }) => ({ path: list, table: title }));

const WINDOWS = [
  { width: 1440, height: 900, rows: 15 },
  { width: 1280, height: 800, rows: 10 },
];

/**
 * Rows of the named table whose box lies wholly inside the window; for a list shorter than `wanted`
 * (a dictionary of 12), as many as the room below its first row holds at its tallest row's height.
 */
function rowsInView(page: Page, table: string, wanted: number): Promise<number> {
  return page.evaluate(
    ([name, wanted, row]) => {
      const element = document.querySelector(`table[aria-label="${name}"]`);
      const rows = [...(element?.querySelectorAll(row) ?? [])].map((row) =>
        row.getBoundingClientRect(),
      );
      const inView = rows.filter(
        (box) => box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight,
      ).length;
      if (rows.length >= wanted || inView < rows.length || rows.length === 0) return inView;
      const tallest = Math.max(...rows.map((box) => box.height));
      return Math.floor((window.innerHeight - rows[0]!.top) / tallest);
    },
    [table, wanted, ROW] as const,
  );
}

for (const { width, height, rows } of WINDOWS)
  for (const list of LISTS)
    test(`${list.path}: at least ${rows} rows in view at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openPage(page, {
        path: list.path,
        as: 'admin',
        ready: (p) =>
          expect(p.getByRole('table', { name: list.table }).locator(ROW).first()).toBeVisible(),
      });
      await settle(page);
      const name = list.path.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: `${SCREENSHOTS}/density-${name}-${width}.png` });
      expect(await rowsInView(page, list.table, rows)).toBeGreaterThanOrEqual(rows);
    });
