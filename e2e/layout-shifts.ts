import type { Page } from '@playwright/test';

/**
 * Records every shift of the page's layout from its first paint on, as the browser scores it (CLS),
 * on the pages the tab loads from now on; resolves to a reader of the current page's total.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
    );
}
