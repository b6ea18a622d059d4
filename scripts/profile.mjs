#!/usr/bin/env node
/**
 * `npm run profile` — where a page load spends its main-thread time, by source (issue 9).
 *
 *   npm run profile -- [--page /moderation/videos] [--runs 3] [--cpu 4] [--top 40] [--port 4190] [--api-port 8796]
 *                      [--desktop] [--callers <regexp>]
 *
 * Builds the real-API bundle with source maps into dist-profile/, serves it (`vite preview`), starts the
 * mock server, logs in as the administrator (cookies), then loads the page in Chromium with the CPU
 * slowed down --cpu times (as Lighthouse's mobile preset assumes) under the V8 sampling profiler, until
 * the first data row is on screen and the main thread has been quiet for a moment.
 *
 * Prints, as medians over --runs loads: the self time per package or source folder, per original
 * function (source-mapped), and the main thread's long tasks. It measures where time goes; it judges
 * nothing, so the figures of a change can be compared with the same command before and after.
 *
 * The page is laid out as Lighthouse's mobile preset lays it out (412 × 823, touch) unless --desktop.
 * --callers prints, for the functions whose name or file matches the expression, the chains of
 * calls (source-mapped, outermost first, React's own frames left out) that spent their time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';

const { values: args } = parseArgs({
  options: {
    page: { type: 'string', default: '/moderation/videos' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    top: { type: 'string', default: '40' },
    port: { type: 'string', default: '4190' },
    'api-port': { type: 'string', default: '8796' },
    'out-dir': { type: 'string', default: 'dist-profile' },
    desktop: { type: 'boolean', default: false },
    callers: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const CPU = Number(args.cpu);
const TOP = Number(args.top);
const ORIGIN = `http://127.0.0.1:${args.port}`;
const API_ORIGIN = `http://127.0.0.1:${args['api-port']}`;
const DIST = resolve(args['out-dir']);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CALLERS = args.callers ? new RegExp(args.callers) : null;
/** Frames a chain of callers skips: the renderer and the scheduler say nothing about who asked. */
const PLUMBING = /^(react-dom|scheduler|react)\b|^\(/;

function start(command, argv, ready) {
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStarted, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(ready)) resolveStarted(child);
    });
    child.once('exit', (code) => reject(new Error(`${argv.join(' ')} exited with ${code}`)));
  });
}

async function login() {
  const response = await fetch(`${API_ORIGIN}/api/admin/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@whowillwin.ru', password: 'admin123' }),
  });
  return (await response.json()).result;
}

/** Source maps of the built chunks, by URL. */
const consumers = new Map();
function consumerFor(url) {
  if (!consumers.has(url)) {
    let consumer = null;
    try {
      const path = new URL(url).pathname;
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(join(DIST, `${path}.map`), 'utf8')));
    } catch {
      // Not one of ours (Chromium's own scripts such as `v8/LoadTimes`, or no map): left unmapped.
    }
    consumers.set(url, consumer);
  }
  return consumers.get(url);
}

/** «react-dom», «@mantine/core», «src/shared/table», … */
function bucketOf(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/');
  return source;
}

/** The original place of a profile node: package or source folder, function and source file. */
function placeOf(callFrame) {
  const fn = callFrame.functionName;
  if (['(idle)', '(program)', '(garbage collector)'].includes(fn)) return { bucket: fn, name: fn };
  if (!callFrame.url)
    return { bucket: fn ? `(${fn})` : '(native)', name: fn ? `(${fn})` : '(native)' };
  const original = consumerFor(callFrame.url)?.originalPositionFor({
    line: callFrame.lineNumber + 1,
    column: callFrame.columnNumber,
  });
  if (!original?.source) {
    const path = URL.canParse(callFrame.url) ? new URL(callFrame.url).pathname : callFrame.url;
    return { bucket: path, name: `${fn || '(anonymous)'} ${path}` };
  }
  const file = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return {
    bucket: bucketOf(original.source),
    name: `${original.name || fn || '(anonymous)'} ${file}:${original.line}`,
    file,
  };
}

/**
 * Self time per bucket and per function; inclusive time per source file (each file counted once per
 * sample, however deep it recurs), which is what a component and everything it renders costs.
 * `window` ([start, end] in the profile's clock, µs) keeps only the samples inside it.
 */
function attribute(profile, window) {
  const byBucket = new Map();
  const byFunction = new Map();
  const byFile = new Map();
  const byChain = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const places = new Map();
  const place = (id) => {
    if (!places.has(id)) places.set(id, placeOf(nodes.get(id).callFrame));
    return places.get(id);
  };
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (window && (time < window[0] || time > window[1])) return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const self = place(id);
    add(byBucket, self.bucket, ms);
    add(byFunction, self.name, ms);
    const files = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const file = place(at).file;
      if (file) files.add(file);
    }
    for (const file of files) add(byFile, file, ms);
    if (CALLERS && CALLERS.test(self.name)) {
      const chain = [];
      for (let at = parents.get(id); at !== undefined && chain.length < 8; at = parents.get(at)) {
        const caller = place(at);
        if (!PLUMBING.test(caller.bucket) && caller.name !== chain[0]) chain.unshift(caller.name);
      }
      add(byChain, [...chain, self.name].join('\n      → '), ms);
    }
  });
  return { byBucket, byFunction, byFile, byChain };
}

async function load(browser, tokens) {
  const context = await browser.createBrowserContext();
  await context.setCookie(
    ...Object.entries(tokens).map(([name, value]) => ({
      name,
      value,
      domain: '127.0.0.1',
      path: '/',
    })),
  );
  const page = await context.newPage();
  // Lighthouse's mobile preset (Moto G Power): what it measures is laid out at this width.
  if (!args.desktop)
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${ORIGIN}${args.page}`);
  await page.waitForSelector('main tbody tr:not([data-testid="skeleton-row"]) > td + td, main h1', {
    timeout: 60_000,
  });
  const firstRow = Date.now() - started;
  await new Promise((done) => setTimeout(done, 1500));
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  const tasks = trace.traceEvents.filter(
    (event) => event.name === 'RunTask' && event.dur > 50_000 && event.tid === mainThread(trace),
  );
  const longTasks = tasks.map((event) => Math.round(event.dur / 1000));
  const longest = tasks.sort((a, b) => b.dur - a.dur)[0];
  await context.close();
  return {
    profile,
    firstRow,
    longTasks,
    longest: longest && [longest.ts, longest.ts + longest.dur],
  };
}

/** The page's main thread: of the renderers' main threads, the one that ran the most. */
function mainThread(trace) {
  const busy = new Map();
  const renderers = new Set(
    trace.traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => event.tid),
  );
  for (const event of trace.traceEvents)
    if (event.name === 'RunTask' && renderers.has(event.tid))
      busy.set(event.tid, (busy.get(event.tid) ?? 0) + (event.dur ?? 0));
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function printTable(title, maps, limit) {
  const keys = new Set(maps.flatMap((map) => [...map.keys()]));
  const rows = [...keys]
    .map((key) => [key, median(maps.map((map) => map.get(key) ?? 0))])
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${title} (medians, ms, ${CPU}× CPU; busy total ≈ ${Math.round(total)} ms)`);
  for (const [key, ms] of rows.slice(0, limit))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${key}`);
}

async function main() {
  console.log(`Building ${DIST} (source maps) for ${API_ORIGIN}`);
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: API_ORIGIN },
    },
  );
  const mock = await start(
    process.execPath,
    [
      '--import',
      './mocks/server/register.ts',
      'mocks/server/main.ts',
      '--port',
      args['api-port'],
      '--quiet',
    ],
    'Mock server:',
  );
  const web = await start(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      DIST,
      '--port',
      args.port,
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    'Local',
  );
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const tokens = await login();
    const loads = [];
    // One warm-up load: the first one also pays for Chromium's own start-up.
    await load(browser, tokens);
    for (let run = 0; run < RUNS; run += 1) loads.push(await load(browser, tokens));
    const attributed = loads.map((one) => attribute(one.profile));
    console.log(
      `\n${args.page}: first row after ${median(loads.map((one) => one.firstRow))} ms (median, ${CPU}× CPU)`,
    );
    loads.forEach((one, index) =>
      console.log(`  load ${index + 1}: long tasks ${one.longTasks.join(', ') || 'none'} ms`),
    );
    printTable(
      'Self time by package / source folder',
      attributed.map((a) => a.byBucket),
      TOP,
    );
    printTable(
      'Self time by function',
      attributed.map((a) => a.byFunction),
      TOP,
    );
    printTable(
      'Inclusive time by source file',
      attributed.map((a) => a.byFile),
      TOP,
    );
    const inLongest = loads
      .filter((one) => one.longest)
      .map((one) => attribute(one.profile, one.longest));
    printTable(
      'The longest task: self time by package / source folder',
      inLongest.map((a) => a.byBucket),
      TOP,
    );
    printTable(
      'The longest task: inclusive time by source file',
      inLongest.map((a) => a.byFile),
      TOP,
    );
    if (CALLERS)
      printTable(
        `Who called ${args.callers} (self time of the matching functions, by chain)`,
        attributed.map((a) => a.byChain),
        TOP,
      );
  } finally {
    await browser.close();
    mock.kill();
    web.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
