#!/usr/bin/env node
/**
 * Bundle size report and budget, read from Vite's manifest (build.manifest = true).
 *
 *   node scripts/size-report.mjs [distDir]              size table; exit 1 when the initial JS is over budget
 *   node scripts/size-report.mjs --check-no-mocks <dir> exit 1 when a build contains mock-backend code
 *
 * Initial JS = the scripts dist/index.html loads (module scripts and modulepreload links) plus
 * everything they import statically (recursively, `imports` in the manifest, never `dynamicImports`):
 * what the browser must download before the first render. Read from index.html rather than from the
 * manifest's `isEntry`, because the build groups the entry into one initial chunk.
 * Each route chunk (manifest entries whose `src` is under src/routes, including the `?tsr-split=...`
 * ones) is reported with its own static imports that are not already part of the initial set.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_KIB = 150;

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
const fmt = (bytes) => kib(bytes).toFixed(2).padStart(8);

function sizesOf(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** Manifest keys reachable from `key` through static `imports` (the key itself included). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function cssOf(manifest, keys) {
  const css = new Set();
  for (const key of keys) for (const file of manifest[key]?.css ?? []) css.add(file);
  return [...css];
}

function sizeReport(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${manifestPath}: run \`npm run build\` first (build.manifest must be true).`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const loaded = [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]);
  if (loaded.length === 0) {
    console.error(`No module script in ${join(distDir, 'index.html')}.`);
    return 1;
  }
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const initialKeys = new Set();
  for (const file of loaded) {
    const key = keyOfFile.get(file);
    if (!key) {
      console.error(`index.html loads ${file}, which the manifest does not list.`);
      return 1;
    }
    staticClosure(manifest, key, initialKeys);
  }
  const entryLabel = loaded.map((file) => file.replace(/^assets\//, '')).join(' + ');
  const initialFiles = [...initialKeys].map((key) => manifest[key].file);
  const initialJs = sizesOf(distDir, initialFiles);
  const initialCssFiles = cssOf(manifest, initialKeys);
  const initialCss = sizesOf(distDir, initialCssFiles);

  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src?.startsWith('src/routes/')) continue;
    const own = [...staticClosure(manifest, key)].filter(
      (dep) => dep === key || !initialKeys.has(dep),
    );
    const sizes = sizesOf(distDir, [...new Set(own.map((dep) => manifest[dep].file))]);
    rows.push({ src: chunk.src, chunks: own.length, initial: initialKeys.has(key), ...sizes });
  }
  rows.sort((a, b) => b.gzip - a.gzip);

  const line = '-'.repeat(96);
  console.log(`Bundle size report for ${distDir} (KiB; gzip = zlib level 9)`);
  console.log(line);
  console.log(`${'Initial load'.padEnd(60)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)}  files`);
  console.log(
    `${`  JS: ${entryLabel} + static imports`.padEnd(60)} ${fmt(initialJs.raw)} ${fmt(initialJs.gzip)}  ${initialFiles.length}`,
  );
  console.log(
    `${'  CSS'.padEnd(60)} ${fmt(initialCss.raw)} ${fmt(initialCss.gzip)}  ${initialCssFiles.length}`,
  );
  console.log(line);
  console.log(
    `${'Route chunk (+ static imports not in the initial set)'.padEnd(60)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)}  chunks`,
  );
  for (const row of rows) {
    const name = row.initial ? `${row.src} (in initial)` : row.src;
    console.log(`${`  ${name}`.padEnd(60)} ${fmt(row.raw)} ${fmt(row.gzip)}  ${row.chunks}`);
  }
  console.log(line);

  const over = kib(initialJs.gzip) > INITIAL_JS_BUDGET_KIB;
  console.log(
    `Initial JS gzip ${kib(initialJs.gzip).toFixed(2)} KiB, budget ${INITIAL_JS_BUDGET_KIB} KiB: ${over ? 'OVER BUDGET' : 'ok'}`,
  );
  return over ? 1 : 0;
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

const args = process.argv.slice(2);
const flag = args.indexOf('--check-no-mocks');
process.exitCode = flag >= 0 ? checkNoMocks(args[flag + 1]) : sizeReport(args[0] ?? 'dist');
