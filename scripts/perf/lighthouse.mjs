/** The benchmark's Lighthouse part: each page measured N times per preset, and the medians printed. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { logIn } from './mock-server.mjs';
import { GUARD_TBT_MS, GUARD_UNDER_FLOOR, guardFindings } from './judge.mjs';
import { cell, kib, line, median, ms } from './report.mjs';

/**
 * Runs in the page before its scripts: marks `www:first-row` when the first element matching `selector`
 * (and containing `text`, when given) is in the document.
 */
function firstRowObserver({ selector, text }) {
  const found = () =>
    [...document.querySelectorAll(selector)].some(
      (element) => !text || (element.textContent ?? '').includes(text),
    );
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    performance.mark('www:first-row');
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The audits run: the five metrics the score weighs (every other audit weighs 0, so the score is the
 * same), what the report reads, and the main thread's breakdown for reading a report by hand. The
 * rest of the performance category gathered what none of these reads: the images' elements, a
 * full-page screenshot, the trace's elements and a back-forward cache test: a run took 9.4 s, 5.5 now.
 */
export const AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'network-requests',
  'user-timings',
  'total-byte-weight',
  'mainthread-work-breakdown',
  'bootup-time',
  'long-tasks',
  'metrics',
];

/** A data row of a DataTable: not a skeleton, and with more than one cell (unlike empty and error rows). */
export const TABLE_ROW = 'main tbody tr:not([data-testid="skeleton-row"]) > td + td';

async function measure(browser, page, run, preset, setup) {
  const context = await browser.createBrowserContext();
  try {
    if (page.auth) await logIn(context, setup.api);
    const tab = await context.newPage();
    if (page.firstRow) await tab.evaluateOnNewDocument(firstRowObserver, page.firstRow);
    const result = await lighthouse(
      `${setup.origin}${page.path}`,
      {
        logLevel: 'error',
        output: 'json',
        // Not with `onlyCategories`: Lighthouse would run the union of both.
        onlyAudits: AUDITS,
        disableFullPageScreenshot: true,
        throttlingMethod: 'simulate',
        ...(preset === 'mobile' ? { formFactor: 'mobile' } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    writeFileSync(join(setup.reports, `${page.name}-${preset}-${run}.json`), JSON.stringify(lhr));
    return lhr;
  } finally {
    await context.close();
  }
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => !item.url.startsWith('data:'))
    .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0));
  const mark = lhr.audits['user-timings']?.details?.items?.find(
    (item) => item.name === 'www:first-row',
  );
  const firstRow = mark?.startTime;
  const beforeRow =
    firstRow === undefined
      ? null
      : requests.filter((item) => (item.networkRequestTime ?? Infinity) <= firstRow);
  return {
    error: lhr.runtimeError?.message,
    score:
      lhr.categories.performance.score === null ? null : lhr.categories.performance.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
    requests: requests.length,
    firstRow,
    beforeRow,
  };
}

function shortUrl(url, setup) {
  const parsed = new URL(url);
  const where =
    parsed.origin === setup.origin
      ? ''
      : parsed.origin === setup.apiOrigin
        ? 'API '
        : `${parsed.origin} `;
  return `${where}${parsed.pathname}${parsed.search}`;
}

function printChain(title, summary, setup) {
  console.log(`\n${title}`);
  if (!summary.beforeRow) {
    console.log('  (no first row seen)');
    return;
  }
  console.log(
    `  ${'#'.padStart(2)}  ${'start'.padStart(7)}  ${'end'.padStart(7)}  ${'type'.padEnd(10)}  ${'size'.padStart(10)}  url`,
  );
  summary.beforeRow.forEach((item, index) => {
    console.log(
      `  ${String(index + 1).padStart(2)}  ${ms(item.networkRequestTime).padStart(7)}  ${cell(item.networkEndTime ?? null, ms).padStart(7)}  ${(item.resourceType ?? '').padEnd(10)}  ${kib(item.transferSize ?? 0).padStart(10)}  ${shortUrl(item.url, setup)}`,
    );
  });
  console.log(`  first row on screen at ${ms(summary.firstRow)} (observed, unthrottled)`);
}

/**
 * `setup`: `origin` (the build), `api` and `apiOrigin` (the mock server), `reports` (where the JSON
 * reports go), `runs`, `presets`, `load` (only said in the titles). Resolves true when a page could
 * not be measured at all.
 */
export async function runLighthouse(browser, pages, setup) {
  const { runs: runCount, presets, load, reports } = setup;
  const results = new Map();
  for (let run = 1; run <= runCount; run += 1) {
    for (const preset of presets) {
      for (const page of pages) {
        const started = Date.now();
        const summary = summarize(await measure(browser, page, run, preset, setup));
        const key = `${preset} ${page.name}`;
        if (!results.has(key)) results.set(key, []);
        results.get(key).push(summary);
        console.log(
          `  run ${run}/${runCount} ${preset} ${page.path}: ${summary.error ? `error: ${summary.error}` : `score ${cell(summary.score, Math.round)}`} (${Math.round((Date.now() - started) / 1000)} s)`,
        );
      }
    }
  }

  let failed = false;
  for (const preset of presets) {
    console.log(
      `\n=== Lighthouse ${preset} ${runCount === 1 ? '(1 run)' : `medians of ${runCount} runs`}${load ? ', under --load' : ''} — simulated throttling; vs floor: the score minus the floor's of the same run; first row: requests issued before it`,
    );
    const print = line([30, 6, 9, 9, 9, 9, 12, 9, 15]);
    console.log(
      print([
        'page',
        'score',
        'vs floor',
        'FCP',
        'LCP',
        'TBT',
        'transferred',
        'requests',
        'before 1st row',
      ]),
    );
    const floorRuns = results.get(`${preset} floor`) ?? [];
    for (const page of pages) {
      const runs = (results.get(`${preset} ${page.name}`) ?? []).filter(
        (summary) => !summary.error,
      );
      if (runs.length === 0) {
        failed = true;
        console.log(print([page.path, '—', '—', '—', '—', '—', '—', '—', 'not measured']));
        continue;
      }
      const pick = (key) => median(runs.map((summary) => summary[key]));
      // Paired by run: each run's score minus the floor's of the same run, then the median.
      const differences = runs
        .map((summary, index) =>
          summary.score === null || floorRuns[index]?.score == null
            ? null
            : summary.score - floorRuns[index].score,
        )
        .filter((value) => value !== null);
      const beforeRow = median(runs.map((summary) => summary.beforeRow?.length ?? null));
      console.log(
        print([
          page.path,
          cell(pick('score'), Math.round),
          page.name === 'floor'
            ? ''
            : cell(median(differences), (value) => `${value > 0 ? '+' : ''}${Math.round(value)}`),
          cell(pick('fcp'), ms),
          cell(pick('lcp'), ms),
          cell(pick('tbt'), ms),
          cell(pick('bytes'), kib),
          cell(pick('requests'), String),
          page.firstRow ? cell(beforeRow, String) : 'n/a',
        ]),
      );
    }
    const users = (results.get(`${preset} users`) ?? []).filter((summary) => !summary.error);
    if (preset === presets[0] && users.length > 0) {
      const scores = users.map((summary) => summary.score ?? 0);
      const typical = users[scores.indexOf(median(scores) ?? scores[0])] ?? users[0];
      printChain(
        `=== /users (${preset}): requests issued before the first row (run with the median score)`,
        typical,
        setup,
      );
    }
  }
  if (presets.includes('mobile')) {
    const floorRuns = results.get('mobile floor') ?? [];
    const findings = pages
      .filter((page) => page.firstRow && page.list)
      .flatMap((page) =>
        guardFindings(
          page.path,
          (results.get(`mobile ${page.name}`) ?? []).filter((summary) => !summary.error),
          floorRuns,
        ),
      );
    console.log(
      `\n=== Guard: every list's mobile TBT ≤ ${GUARD_TBT_MS} ms and its score at most ${GUARD_UNDER_FLOOR} under the floor (medians): ${findings.length ? 'FAILED' : 'held'}`,
    );
    for (const finding of findings) console.log(`  ${finding}`);
    failed ||= findings.length > 0;
  }
  console.log(`\nLighthouse reports: ${reports}/<page>-<preset>-<run>.json`);
  return failed;
}
