#!/usr/bin/env node
/**
 * Bundle size report and budgets, read from Vite's manifest (build.manifest = true) and index.html.
 *
 *   node scripts/size-report.mjs [distDir]              report; exit 1 when a budget is exceeded
 *   node scripts/size-report.mjs --check-no-mocks <dir> exit 1 when a build contains mock-backend code
 *   node scripts/size-report.mjs --sources <url> [--depth N] [distDir]
 *                                                     what that page's first paint carries, by package
 *                                                     or folder (a build with source maps)
 *
 * Initial JS = the scripts dist/index.html loads (module scripts and modulepreload links) plus
 * everything they import statically: what the browser runs before the router starts.
 * A page's first paint = the initial JS, the route-split chunk of the page and of every layout around
 * it (the router fetches them together, loaders included), all they import statically, and the CSS
 * of all those chunks: what the browser fetches before the page's first row or form. Widgets loaded
 * when first opened (`import()`) are not in it. Fetch levels: how many chunk fetches follow each other
 * after index.html before the page can render (scripts/size/first-paint.mjs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { cssOf, firstPaintOfPages, readBuild, sizesOf } from './size/first-paint.mjs';

export const BUDGETS = {
  /** The initial JS, gzip KiB. */
  initialJs: 150,
  /**
   * A page's first paint, gzip KiB: every list of the panel, and /login before its «Войти». What a
   * list offers later (mass actions, decision dialogs, a record's panel) loads when the browser is
   * idle after the first rows or when first used, not with them. The heaviest list (the video queue,
   * with its «Риск» column and the key and mark of a second opinion) is 199.85 and /login 162.52:
   * each budget is what its page weighs, rounded up, so that what a change adds to a first paint is
   * seen and weighed (docs/performance.md).
   */
  pageJs: 200,
  loginJs: 163,
  /**
   * A record's page (a route with a `$param`): a form or a detail page draws more than a list (its
   * fields, tabs, timeline, player), so it has a budget of its own, a few KiB above what the
   * heaviest weighs (the contest's form, 279.20).
   */
  detailJs: 284,
  /** A page's first-paint CSS, gzip KiB; a record's page draws more components. */
  css: 15,
  detailCss: 22,
  /** Chunk fetches one after another after index.html. */
  levels: 3,
  /**
   * The budgets are what users get: the real-API build. A mock-mode build's pages also start the mock
   * backend (the worker's registration, the developer controls' button) before their first request,
   * measured at 0.9–1.4 KiB; its pages are held to the same budgets plus this much.
   */
  mockStartJs: 1.5,
};

/** Strings that only mock-backend code carries (MSW worker, the mock's storage keys and tokens). */
export const MOCK_MARKERS = [
  'mockServiceWorker',
  'www-mock-db',
  'www-mock-controls',
  'setupWorker',
  '[MSW]',
  'www-mock-token-secret',
  'mock-refresh.',
];

const kib = (bytes) => bytes / 1024;

/** A page's JS and CSS budgets from its URL: /login, a record's page (`/users/$userId`), a list. */
function budgetsOf(url, mockBuild) {
  const mock = mockBuild ? BUDGETS.mockStartJs : 0;
  if (url === '/login') return { js: BUDGETS.loginJs + mock, css: BUDGETS.css };
  if (url.includes('$') && url !== '/$')
    return { js: BUDGETS.detailJs + mock, css: BUDGETS.detailCss };
  return { js: BUDGETS.pageJs + mock, css: BUDGETS.css };
}
const fmt = (bytes) => kib(bytes).toFixed(2).padStart(8);

function sizeReport(distDir) {
  let build;
  try {
    build = readBuild(distDir);
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  const { manifest, initialKeys } = build;
  const mockBuild = existsSync(join(distDir, 'mockServiceWorker.js'));
  const initialFiles = [...initialKeys].map((key) => manifest[key].file);
  const initialJs = sizesOf(distDir, initialFiles);
  const initialCssFiles = cssOf(manifest, initialKeys);
  const initialCss = sizesOf(distDir, initialCssFiles);
  const pages = firstPaintOfPages(build);
  const problems = [];
  if (kib(initialJs.gzip) > BUDGETS.initialJs)
    problems.push(`initial JS ${kib(initialJs.gzip).toFixed(2)} KiB > ${BUDGETS.initialJs} KiB`);

  const line = '-'.repeat(100);
  console.log(`Bundle size report for ${distDir} (KiB; gzip = zlib level 9)`);
  console.log(line);
  console.log(`${'Initial load'.padEnd(60)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)}  files`);
  console.log(
    `${`  JS: ${build.entryLabel} + static imports`.padEnd(60)} ${fmt(initialJs.raw)} ${fmt(initialJs.gzip)}  ${initialFiles.length}`,
  );
  console.log(
    `${'  CSS'.padEnd(60)} ${fmt(initialCss.raw)} ${fmt(initialCss.gzip)}  ${initialCssFiles.length}`,
  );
  console.log(line);
  console.log(
    `${'First paint of each page (initial included)'.padEnd(44)} ${'JS gzip'.padStart(8)} ${'budget'.padStart(7)} ${'CSS gzip'.padStart(9)} ${'budget'.padStart(7)} ${'files'.padStart(6)} ${'levels'.padStart(7)}`,
  );
  for (const page of pages) {
    const { js: jsBudget, css: cssBudget } = budgetsOf(page.url, mockBuild);
    const over = [];
    if (kib(page.js.gzip) > jsBudget) over.push('JS');
    if (kib(page.css.gzip) > cssBudget) over.push('CSS');
    if (page.levels > BUDGETS.levels) over.push('levels');
    if (over.length > 0) problems.push(`${page.url}: ${over.join(', ')} over budget`);
    console.log(
      `${`  ${page.url}`.padEnd(44)} ${fmt(page.js.gzip)} ${String(jsBudget).padStart(7)} ${fmt(page.css.gzip).padStart(9)} ${String(cssBudget).padStart(7)} ${`${page.jsFiles}+${page.cssFiles}`.padStart(6)} ${String(page.levels).padStart(7)}${over.length ? `  OVER: ${over.join(', ')}` : ''}`,
    );
  }
  console.log(line);
  console.log(
    `Budgets: initial JS ≤ ${BUDGETS.initialJs} KiB; a page's first paint ≤ ${BUDGETS.pageJs} KiB JS (/login ≤ ${BUDGETS.loginJs}, a record's page ≤ ${BUDGETS.detailJs}), ≤ ${BUDGETS.css} KiB CSS (a record's page ≤ ${BUDGETS.detailCss}), ≤ ${BUDGETS.levels} fetch levels after index.html.${mockBuild ? ` A mock-mode build: its pages' JS budgets + ${BUDGETS.mockStartJs} KiB for starting the mock backend.` : ''}`,
  );
  if (problems.length === 0) {
    console.log('Every budget met.');
    return 0;
  }
  console.log(`OVER BUDGET:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return 1;
}

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}

/** A real-API build (VITE_API_URL set) must carry no mock backend at all. */
function checkNoMocks(distDir) {
  if (!distDir || !existsSync(distDir)) {
    console.error(`--check-no-mocks: no such directory ${distDir ?? '(missing argument)'}`);
    return 1;
  }
  const problems = [];
  if (existsSync(join(distDir, 'mockServiceWorker.js')))
    problems.push('mockServiceWorker.js is present');
  const scripts = listFiles(distDir).filter((file) => /\.(m?js|html)$/.test(file));
  for (const file of scripts) {
    const text = readFileSync(file, 'utf8');
    for (const marker of MOCK_MARKERS) {
      if (text.includes(marker)) problems.push(`${relative(distDir, file)} contains "${marker}"`);
    }
  }
  if (problems.length > 0) {
    console.error(`Mock code found in ${distDir}:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  console.log(
    `No mock code in ${distDir} (${scripts.length} JS/HTML files checked, no mockServiceWorker.js).`,
  );
  return 0;
}

/** What `url`'s first paint carries, by source name at `depth`, the largest first. */
async function sourcesReport(distDir, url, depth, top) {
  // TypeScript that Node runs as it is (Node 22.18 and later, as `npm run` has it).
  const { sourcesOfFiles } = await import('./size/sources.ts');
  const page = firstPaintOfPages(readBuild(distDir)).find((candidate) => candidate.url === url);
  if (!page) {
    console.error(`--sources: no page ${url} in ${distDir}`);
    return 1;
  }
  let sources;
  try {
    sources = sourcesOfFiles(distDir, page.files, depth);
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  console.log(
    `${url}: first paint ${fmt(page.js.gzip).trim()} KiB JS gzip in ${page.jsFiles} files, by source (gzip shared by raw bytes within each file)`,
  );
  for (const [name, bytes] of sources.slice(0, top)) console.log(`${fmt(bytes)}  ${name}`);
  if (sources.length > top) console.log(`   (${sources.length - top} more)`);
  return 0;
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'check-no-mocks': { type: 'string' },
    sources: { type: 'string' },
    depth: { type: 'string', default: '1' },
    top: { type: 'string', default: '40' },
  },
});
const distDir = positionals[0] ?? 'dist';
process.exitCode =
  options['check-no-mocks'] !== undefined
    ? checkNoMocks(options['check-no-mocks'])
    : options.sources
      ? await sourcesReport(distDir, options.sources, Number(options.depth), Number(options.top))
      : sizeReport(distDir);
