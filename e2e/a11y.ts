import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { apiIdle, expect, mainNav, ROW, type Role, applySavedProfile } from './fixtures';

/**
 * Every axe rule runs, those off by default (label-content-name-mismatch…) and the best practices
 * (page-has-heading-one, empty-table-header…) included. Serious and critical violations fail, and
 * those of STRICT_RULES whatever their impact.
 * Left out, on purpose: `color-contrast-enhanced` (WCAG AAA, 7:1; the panel's bar is AA, theme.ts)
 * and `p-as-heading` (an experimental guess that a bold first line is a heading: table cells' titles
 * and the header's nickname are not).
 */
const SKIPPED_RULES = new Set(['color-contrast-enhanced', 'p-as-heading']);
const RULES = Object.fromEntries(
  axe.getRules().map(({ ruleId }) => [ruleId, { enabled: !SKIPPED_RULES.has(ruleId) }]),
);
/**
 * Rules whose "needs review" findings fail too: axe cannot always decide them (an `aria-label` on a
 * plain element with text), but here each was a real fault.
 */
const REVIEW_FAILS = new Set(['aria-prohibited-attr']);
/** Rules that fail at any impact: each was found and fixed once. */
const STRICT_RULES = new Set([
  'page-has-heading-one',
  'heading-order',
  'empty-table-header',
  'td-has-header',
  'label-content-name-mismatch',
  'aria-prohibited-attr',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
]);
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * The rules whose result depends on the colours: all a second colour scheme can change (the same
 * page in the dark scheme has the same elements, names, roles and order).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Nodes listed per violation in a failure message; the rest are counted. */
const NODES_SHOWN = 5;

/** One line per violation and one per affected element: what a failure message shows. */
export function describeViolations(violations: Result[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
      const why = node.failureSummary?.replace(/\s*\n\s*/g, ' ').trim() ?? '';
      return `    ${node.target.join(' ')} — ${why}`;
    });
    const more = violation.nodes.length - NODES_SHOWN;
    if (more > 0) nodes.push(`    …and ${more} more`);
    return [
      `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} ×)`,
      ...nodes,
    ].join('\n');
  });
}

/**
 * Loads and logins on a busy shared 2-core machine can take longer than the suite's 45 s default; a
 * generous wait costs nothing when they are fast.
 */
export const expectLoaded = expect.configure({ timeout: 90_000 });

/** A page to check: where, as whom, and what shows that its content is there. */
export interface PageCase {
  path: string;
  /** Who opens it; null = signed out. */
  as: Role | null;
  /** The page shows its content (beyond the shell). Default: a heading in the main area. */
  ready?: (page: Page) => Promise<void>;
  /** axe rules known to fail on this page and left to another change (say which, and why). */
  knownViolations?: string[];
  /** Its table may scroll sideways inside its box at 1280 and 1440 px (say why). */
  tableMayScroll?: boolean;
}

/** Opens the page (signed in from the worker's saved profile: no login page) and waits for it. */
export async function openPage(page: Page, { path, as, ready }: PageCase): Promise<void> {
  if (as) await applySavedProfile(page, as);
  await page.goto(path);
  const pathname = new URL(path, 'http://localhost').pathname;
  await expectLoaded(page).toHaveURL((url) => url.pathname === pathname);
  if (as) await expectLoaded(mainNav(page)).toBeVisible();
  if (ready) await ready(page);
  else await expectLoaded(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

/**
 * Waits until nothing on the page is still moving: no API call in flight, no loading skeleton or busy
 * region, and no finite CSS transition/animation (modals and notifications fade in; axe would measure
 * half-transparent colours). Infinite animations (spinners) are ignored.
 */
export async function settle(page: Page): Promise<void> {
  await apiIdle(page);
  await expectLoaded(
    page.locator('[aria-busy="true"], [data-testid="skeleton-row"], .mantine-Skeleton-root'),
  ).toHaveCount(0);
  await expectLoaded
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/**
 * Runs axe-core with every rule on the page as it is now (after `settle`) and fails on a violation,
 * listing each rule, the elements it found and why, e.g.
 *   [serious] color-contrast: Elements must meet minimum color contrast ratio thresholds (3 ×)
 *       .mantine-Badge-label — Fix any of the following: Element has insufficient color contrast of 2.7…
 */
export async function expectAccessible(
  page: Page,
  what = page.url(),
  {
    soft = false,
    known = [],
    only,
  }: {
    soft?: boolean;
    known?: string[];
    /** These rules alone (COLOUR_RULES: the page again in another scheme); default every rule. */
    only?: string[];
  } = {},
): Promise<void> {
  await settle(page);
  // Legacy mode runs axe in the page itself: the default runs it frame by frame and finishes in a
  // blank page of its own, ~5 s more a call here for a panel with no frames. Passing and inapplicable
  // rules keep one node each: only violations and findings to review are read.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      ...(only ? { runOnly: { type: 'rule', values: only } } : { rules: RULES }),
      resultTypes: ['violations', 'incomplete'],
    })
    .analyze();
  const failing: Result[] = [
    ...results.violations.filter(
      (v) => FAILING_IMPACTS.has(v.impact ?? '') || STRICT_RULES.has(v.id),
    ),
    ...results.incomplete.filter((result) => REVIEW_FAILS.has(result.id)),
  ].filter((result) => !known.includes(result.id));
  // Every violation with every node (moderate and minor too), for the report of a failed run.
  await test.info().attach(`axe ${what}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  (soft ? expect.soft : expect)(describeViolations(failing), `axe: violations on ${what}`).toEqual(
    [],
  );
}

/**
 * What is wrong with the layout at the current viewport, as readable lines (empty = nothing):
 * - the page scrolls sideways (with the elements that stick out, innermost first);
 * - with `tables`: a table scrolls sideways inside its box (its last columns, the actions, are hidden);
 * - a button label or a badge is cut off («Одобрить и сле…», «АКТ…»);
 * - a field's placeholder is cut off («Поиск по названию, описанию, автор»).
 */
export async function layoutProblems(
  page: Page,
  { tables }: { tables: boolean },
): Promise<string[]> {
  await settle(page);
  return page.evaluate((checkTables) => {
    const problems: string[] = [];
    const visible = (element: Element) => element.getClientRects().length > 0;
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((c) => c.startsWith('mantine-')).join('.');
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('placeholder') ??
        element.textContent?.trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> «${label}»`;
    };

    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) {
      problems.push(`the page scrolls sideways: scrollWidth ${root.scrollWidth} > ${width}`);
      const offenders = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > width + 1,
      );
      // Innermost first: they are what to fix; their ancestors only stretch with them.
      const innermost = offenders.filter(
        (element) => !offenders.some((other) => other !== element && element.contains(other)),
      );
      for (const element of innermost.slice(0, 8))
        problems.push(
          `  ${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`,
        );
    }

    if (checkTables)
      for (const box of document.querySelectorAll(
        '.mantine-TableScrollContainer-scrollContainer',
      )) {
        if (visible(box) && box.scrollWidth > box.clientWidth + 1) {
          const name = box.querySelector('table')?.getAttribute('aria-label');
          problems.push(
            `table «${name}» scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`,
          );
        }
      }

    // A badge is one short word: cut, «Активна» reads «АКТ…».
    for (const label of document.querySelectorAll('.mantine-Badge-label')) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1)
        problems.push(
          `badge cut off: ${describe(label)} (${label.scrollWidth} > ${label.clientWidth})`,
        );
    }

    for (const label of document.querySelectorAll('.mantine-Button-label')) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1)
        problems.push(
          `button label cut off: ${describe(label)} (${label.scrollWidth} > ${label.clientWidth})`,
        );
    }

    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!visible(input) || !input.placeholder || input.value) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = canvas.measureText(input.placeholder).width;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (text > room + 1)
        problems.push(
          `placeholder cut off: «${input.placeholder}» needs ${Math.round(text)} px, has ${Math.round(room)}`,
        );
    }
    return problems;
  }, tables);
}

/**
 * The layout at the current viewport comes to have none of the `layoutProblems`. Polled, not read
 * once: after a resize a chart or a table measures itself again a few frames later (a
 * ResizeObserver), and on a busy machine those frames come late (a chart still 760 px wide at 390).
 */
export async function expectLayoutIntact(
  page: Page,
  what: string,
  { tables = true, soft = false }: { tables?: boolean; soft?: boolean } = {},
): Promise<void> {
  await (soft ? expect.soft : expect)
    .poll(() => layoutProblems(page, { tables }), { message: `layout of ${what}` })
    .toEqual([]);
}

/**
 * Rows of the named table whose box lies wholly inside the window; for a list shorter than `wanted`
 * (a dictionary of 12), as many as the room below its first row holds at its tallest row's height;
 * for an empty list, `wanted` when its empty state is wholly in view (0 when it is not).
 */
export function rowsInView(page: Page, table: string, wanted: number): Promise<number> {
  return page.evaluate(
    ([name, wanted, row]) => {
      const element = document.querySelector(`table[aria-label="${name}"]`);
      const found = [...(element?.querySelectorAll(row) ?? [])];
      // A list empty in the seeded data («Вторые мнения») shows its empty state whole, or fails.
      const empty = found.find((row) => row.getAttribute('data-list-state') === 'empty');
      if (empty) {
        const box = empty.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight ? wanted : 0;
      }
      const rows = found.map((row) => row.getBoundingClientRect());
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
