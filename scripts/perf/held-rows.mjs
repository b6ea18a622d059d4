/**
 * The benchmark's first-paint check: every list loaded with its data held back, and the scripts it
 * fetched before its first row compared with what `npm run size` says its first paint is. What a list
 * offers later must wait for its rows however long they take (docs/performance.md#the-first-row-and-nothing-else).
 */
import { cssOf, firstPaintOfPages, readBuild, sizesOf } from '../size/first-paint.mjs';
import { beyondFirstPaint, SLACK_BYTES } from './judge.mjs';
import { logIn } from './mock-server.mjs';
import { kib, line } from './report.mjs';
import { TABLE_ROW } from './lighthouse.mjs';

/** How long the list's data is held back: longer than any idle moment of a load. */
export const HOLD_MS = 3000;
/** The lists of a build: every page without a parameter, but /login and the not-found page. */
export function listPages(build) {
  return firstPaintOfPages(build).filter(
    (page) => !page.url.includes('$') && page.url !== '/login' && page.url !== '/',
  );
}

/**
 * What a list draws first once its data is in: a row of data, or its empty state (a list that is
 * empty in the seeded data, as «Вторые мнения» is, draws that and nothing else).
 */
const FIRST_ROW = `${TABLE_ROW}, main tbody tr[data-list-state="empty"]`;

/** Runs in the page before its scripts: marks `www:first-row` when a data row is in the document. */
function markFirstRow(selector) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    performance.mark('www:first-row');
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One load of `url` with every API read but the profile held HOLD_MS: the scripts before its row. */
async function loadHeld(browser, url, setup) {
  const context = await browser.createBrowserContext();
  try {
    await logIn(context, setup.api);
    const tab = await context.newPage();
    await tab.evaluateOnNewDocument(markFirstRow, FIRST_ROW);
    await tab.setRequestInterception(true);
    tab.on('request', (request) => {
      const { origin, pathname } = new URL(request.url());
      const held =
        origin === setup.apiOrigin &&
        request.method() === 'GET' &&
        !pathname.endsWith('/users/self') &&
        !pathname.endsWith('/events/ticket');
      if (held) setTimeout(() => void request.continue().catch(() => undefined), HOLD_MS);
      else void request.continue().catch(() => undefined);
    });
    await tab.goto(`${setup.origin}${url}`);
    await tab.waitForFunction(() => performance.getEntriesByName('www:first-row').length > 0, {
      timeout: 60_000,
    });
    return await tab.evaluate(() => {
      const row = performance.getEntriesByName('www:first-row')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= row)
        .map((entry) => new URL(entry.name))
        .filter((address) => address.origin === location.origin)
        .map((address) => address.pathname.slice(1))
        .filter((path) => path.startsWith('assets/') && /\.(js|css)$/.test(path));
    });
  } finally {
    await context.close();
  }
}

/** Resolves true when a list fetched more than its first paint before its first row. */
export async function runHeldRows(browser, setup, distDir) {
  const build = readBuild(distDir);
  const pages = listPages(build);
  console.log(
    `\n=== Each list with its data held back ${HOLD_MS / 1000} s: scripts and styles fetched before its first row, against its first paint (npm run size)`,
  );
  const print = line([34, 12, 12, 14, 8]);
  console.log(print(['page', 'first paint', 'fetched', 'beyond it', '']));
  let failed = false;
  for (const page of pages) {
    const expected = [...page.files, ...cssOfPage(build, page)];
    let fetched;
    try {
      fetched = await loadHeld(browser, page.url, setup);
    } catch (error) {
      failed = true;
      console.log(print([page.url, kib(page.js.gzip), '—', '—', 'FAIL']));
      console.log(`    no first row: ${error.message.split('\n')[0]}`);
      continue;
    }
    const { extra, bytes, ok } = beyondFirstPaint(distDir, expected, fetched);
    failed ||= !ok;
    const total = sizesOf(
      distDir,
      [...new Set(fetched)].filter((file) => file.endsWith('.js')),
    );
    console.log(
      print([page.url, kib(page.js.gzip), kib(total.gzip), kib(bytes), ok ? 'ok' : 'FAIL']),
    );
    if (extra.length > 0) console.log(`    beyond the first paint: ${extra.join(', ')}`);
  }
  console.log(
    `Every list within ${kib(SLACK_BYTES)} of its first paint: ${failed ? 'NO' : 'yes'}.`,
  );
  return failed;
}

/** The style sheets of a page's first paint (the size report counts them apart from its scripts). */
function cssOfPage(build, page) {
  const keys = Object.entries(build.manifest)
    .filter(([, chunk]) => page.files.includes(chunk.file))
    .map(([key]) => key);
  return cssOf(build.manifest, keys);
}
