#!/usr/bin/env node
/**
 * `npm run profile` — where a page load spends its main-thread time, by source.
 *
 *   npm run profile -- [--page /moderation/videos] [--runs 3] [--cpu 4] [--top 40] [--port 4190] [--api-port 8796]
 *                      [--desktop] [--callers <regexp>] [--timeline] [--between <ms>,<ms>] [--after 1500] [--no-build]
 *                      [--restyles] [--signed-out] [--interaction a|r-send|approve-button|complaint|complaint-dialog|comment|and-next [--times 5]]
 *
 * Builds the real-API bundle with source maps into dist-profile/, serves it (`vite preview`), starts the
 * mock server, logs in as the administrator (cookies), then loads the page in Chromium with the CPU
 * slowed down --cpu times (as Lighthouse's mobile preset assumes) under the V8 sampling profiler, until
 * the first data row is on screen and the main thread has been quiet for a moment.
 *
 * Prints, as medians over --runs loads: the self time per package or source folder, per original
 * function (source-mapped), and the main thread's long tasks, each with when it started and what its
 * time went to (module evaluation, JS, style and layout, paint). It measures where time goes; it judges
 * nothing, so the figures of a change can be compared with the same command before and after.
 *
 * The page is laid out as Lighthouse's mobile preset lays it out (412 × 823, touch) unless --desktop.
 * --callers prints, for the functions whose name or file matches the expression, the chains of
 * calls (source-mapped, outermost first, React's own frames left out) that spent their time.
 * --restyles lists each load's style recalculations over 15 ms: the elements restyled and the script
 * that forced one (a few elements in many ms is a whole sheet or scope restyled).
 * --timeline prints the last load as it happened: its first and largest contentful paints, the
 * resources it fetched and every task over 8 ms (a transition's slices too), each with when it began;
 * a task of script that counts towards blocking time (50 ms at 4×) names the files it ran most.
 * --between 1100,3700 adds the same tables for the samples between those two times (ms from the
 * navigation's start, as --timeline prints them): what ran in a stretch the timeline shows.
 * --after: how long the profile goes on after the first row is drawn (ms): a video page's strip is
 * read for seconds after its heading.
 * --no-build profiles the build already in --out-dir.
 * --signed-out loads the page with no session (`--page /login`), until its «Войти» button is drawn.
 * --interaction profiles one kind of the interaction benchmark's inputs instead of a load, in a
 * 1440 × 900 tab: the input --times times per run, the samples from each input to its next paint.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { login, startMockServer, startProcess } from './perf/mock-server.mjs';
import { INTERACTIONS, profiledInteraction } from './perf/profiled-interaction.mjs';
import { profiledLoad } from './perf/profiled-load.mjs';
import { createAttribution } from './perf/source-attribution.mjs';

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
    timeline: { type: 'boolean', default: false },
    between: { type: 'string' },
    after: { type: 'string', default: '1500' },
    'no-build': { type: 'boolean', default: false },
    'signed-out': { type: 'boolean', default: false },
    interaction: { type: 'string' },
    times: { type: 'string', default: '5' },
    renders: { type: 'boolean', default: false },
    restyles: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const CPU = Number(args.cpu);
const TOP = Number(args.top);
const ORIGIN = `http://127.0.0.1:${args.port}`;
const API_ORIGIN = `http://127.0.0.1:${args['api-port']}`;
const DIST = resolve(args['out-dir']);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const BETWEEN = args.between?.split(',').map(Number);
if (
  BETWEEN &&
  !(BETWEEN.length === 2 && BETWEEN.every(Number.isFinite) && BETWEEN[0] < BETWEEN[1])
) {
  console.error(
    '--between takes two times in ms from the navigation, the earlier first: 1100,3700',
  );
  process.exit(2);
}
const CALLERS = args.callers ? new RegExp(args.callers) : null;
const attribute = createAttribution({ dist: DIST, callers: CALLERS });
const load = (browser, tokens) =>
  profiledLoad(browser, tokens, {
    url: `${ORIGIN}${args.page}`,
    cpu: CPU,
    desktop: args.desktop,
    timeline: args.timeline,
    restyles: args.restyles,
    after: Number(args.after),
  });

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

function build() {
  console.log(`Building ${DIST} (source maps) for ${API_ORIGIN}`);
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: API_ORIGIN },
    },
  );
}

/** `JS 52, style+layout 20`: what a task's time went to. */
function kindsText(kinds) {
  return Object.entries(kinds)
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ');
}

/** The three tables of a set of attributed loads: by package, by function, by file. */
function printTables(prefix, attributed) {
  const title = (text) => (prefix ? `${prefix}${text}` : text[0].toUpperCase() + text.slice(1));
  printTable(
    title('self time by package / source folder'),
    attributed.map((a) => a.byBucket),
    TOP,
  );
  printTable(
    title('self time by function'),
    attributed.map((a) => a.byFunction),
    TOP,
  );
  printTable(
    title('inclusive time by source file'),
    attributed.map((a) => a.byFile),
    TOP,
  );
}

/** Each load's style recalculations over 15 ms: how many elements, and the script that forced it. */
function printRestyles(loads) {
  loads.forEach((one, index) => {
    console.log(`\nLoad ${index + 1}: restyles over 15 ms (ms from navigation, ${CPU}× CPU)`);
    for (const { at, ms, elements, forcedBy } of one.restyles)
      console.log(
        `  ${String(at).padStart(6)}  ${String(ms).padStart(4)} ms  ${String(elements ?? '?').padStart(4)} elements${forcedBy ? `  forced by ${forcedBy}` : ''}`,
      );
  });
}

/** React's and the scheduler's files: in every render, so they say nothing of which one it is. */
const RENDERER = /^(react-dom|scheduler|react)\//;

/** `src/features/videos/VideoForm.tsx 12, @mantine/core/…/Box.mjs 9`: the files a task ran most. */
function whatRan(profile, window) {
  const files = [...attribute(profile, window).byFile]
    .filter(([file, ms]) => !RENDERER.test(file) && ms >= 1)
    .sort((a, b) => b[1] - a[1]);
  // The libraries' files say what kind of work it was; the project's, whose it was.
  const own = files.filter(([file]) => file.startsWith('src/'));
  return [
    ...files.slice(0, 3),
    ...own.filter((entry) => !files.slice(0, 3).includes(entry)).slice(0, 3),
  ]
    .map(([file, ms]) => `${file.replace(/^.*node_modules\//, '')} ${Math.round(ms)}`)
    .join(', ');
}

function printTimeline({ fcp, lcp, resources, tasks }, profile) {
  console.log(
    `\nThe last load as it happened (ms from navigation, ${CPU}× CPU): FCP ${fcp}, LCP ${lcp}`,
  );
  const events = [
    ...resources.map((resource) => [
      resource.start,
      `fetch ${resource.path} (until ${resource.end})`,
    ]),
    ...tasks.map((task) => {
      // What a task that counts (12.5 ms at 1×, 50 at 4×) ran, by its source files.
      const ran = task.ms * (4 / CPU) >= 50 && task.kinds.JS ? whatRan(profile, task.window) : '';
      return [
        task.at,
        `task ${String(task.ms).padStart(4)} ms  ${kindsText(task.kinds)}${ran ? `  [${ran}]` : ''}`,
      ];
    }),
  ].sort((a, b) => a[0] - b[0]);
  for (const [at, what] of events) console.log(`  ${String(at).padStart(6)}  ${what}`);
}

/**
 * --interaction: per run, a fresh tab repeats the input --times times; the tables sum the samples of
 * the inputs' own interactions (input to next paint), medians over the runs.
 */
async function profileInteraction(browser, tokens) {
  const kind = args.interaction;
  if (!INTERACTIONS[kind]) {
    console.error(`--interaction takes one of: ${Object.keys(INTERACTIONS).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(
      await profiledInteraction(browser, tokens, {
        site: ORIGIN,
        kind,
        times: Number(args.times),
        cpu: CPU,
        renders: args.renders,
      }),
    );
  console.log(`\n--interaction ${kind} (${CPU}× CPU), input to next paint, ms:`);
  runs.forEach((one, index) => console.log(`  run ${index + 1}: ${one.durations.join(', ')}`));
  for (const [index, names] of (runs[0].rendered ?? []).entries()) {
    const total = names.reduce((sum, [, count]) => sum + count, 0);
    const top = names.slice(0, 30).map(([name, count]) => `${name} ${count}`);
    console.log(`  input ${index + 1} rendered ${total}: ${top.join(', ')}`);
  }
  const attributed = runs.map((one) => attribute(one.profile, one.windows));
  printTable(
    `In the ${args.times} interactions: the browser's rendering work (trace events)`,
    runs.map((one) => one.rendering),
    TOP,
  );
  printTables(`In the ${args.times} interactions: `, attributed);
  if (CALLERS)
    printTable(
      `Who called ${args.callers} (self time of the matching functions, by chain)`,
      attributed.map((a) => a.byChain),
      TOP,
    );
}

async function main() {
  if (!args['no-build']) build();
  const mock = await startMockServer(args['api-port']);
  // Vite itself, not through npx: killing npx left its vite running, and the script waiting on it.
  const web = await startProcess(
    process.execPath,
    [
      resolve('node_modules/vite/bin/vite.js'),
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
    const tokens = args['signed-out'] ? null : await login(`${API_ORIGIN}/api/admin`);
    if (args.interaction) {
      await profileInteraction(browser, tokens);
      return;
    }
    const loads = [];
    // One warm-up load: the first one also pays for Chromium's own start-up.
    await load(browser, tokens);
    for (let run = 0; run < RUNS; run += 1) loads.push(await load(browser, tokens));
    const attributed = loads.map((one) => attribute(one.profile));
    console.log(
      `\n${args.page}: first row after ${median(loads.map((one) => one.firstRow))} ms (median, ${CPU}× CPU)`,
    );
    // Each long task with what it was: module evaluation, JS (React's work among it), style and
    // layout, paint. Lighthouse's TBT counts those after the first paint, ×4 on its mobile preset.
    loads.forEach((one, index) => {
      console.log(`  load ${index + 1}: ${one.longTasks.length} long tasks`);
      for (const task of one.longTasks) {
        console.log(
          `    at ${String(task.at).padStart(5)} ms  ${String(task.ms).padStart(4)} ms  ${kindsText(task.kinds)}`,
        );
      }
    });
    printTables('', attributed);
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
    if (BETWEEN) {
      const [from, to] = BETWEEN;
      const inStretch = loads
        .filter((one) => one.navigationStart !== undefined)
        .map((one) =>
          attribute(one.profile, [
            one.navigationStart + from * 1000,
            one.navigationStart + to * 1000,
          ]),
        );
      printTables(`From ${from} to ${to} ms: `, inStretch);
    }
    if (args.timeline) printTimeline(loads.at(-1).timeline, loads.at(-1).profile);
    if (args.restyles) printRestyles(loads);
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
