/** One load of a page under the V8 sampling profiler and a timeline trace, until its first row is drawn. */
import { holdTokens } from './mock-server.mjs';

/**
 * `url`: the page, in a new context holding the login's `tokens` as cookies (none: signed out); `cpu`: the CPU slowdown;
 * `desktop`: laid out as on a desktop instead of Lighthouse's mobile preset; `after`: how long the
 * profile goes on after the first row (ms); `restyles`: list the style recalculations over 15 ms.
 */
export async function profiledLoad(
  browser,
  tokens,
  { url, cpu, desktop, timeline: withTimeline, restyles: withRestyles, after = 1500 },
) {
  const context = await browser.createBrowserContext();
  if (tokens) await holdTokens(context, tokens);
  const page = await context.newPage();
  // Lighthouse's mobile preset (Moto G Power): what it measures is laid out at this width.
  if (!desktop)
    await page.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({
    // blink.user_timing: the navigation's start, which the timeline counts from.
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      // The script behind a forced restyle.
      ...(withRestyles ? ['disabled-by-default-devtools.timeline.stack'] : []),
    ],
  });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(url);
  // A list's first row, a record's heading, or the login form's button.
  await page.waitForSelector(
    'main tbody tr:not([data-testid="skeleton-row"]) > td + td, main h1, form button[type="submit"]',
    { timeout: 60_000 },
  );
  const firstRow = Date.now() - started;
  await new Promise((done) => setTimeout(done, after));
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  const main = mainThread(trace);
  const onMain = trace.traceEvents.filter((event) => event.tid === main && event.ph === 'X');
  const start = onMain.find((event) => event.name === 'RunTask')?.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000);
  const longTasks = tasks.map((event) => ({
    at: Math.round((event.ts - start) / 1000),
    ms: Math.round(event.dur / 1000),
    kinds: kindsOf(event, onMain),
  }));
  const longest = tasks.sort((a, b) => b.dur - a.dur)[0];
  // The trace's clock is the profile's: a time from the navigation is this plus it, in µs.
  const navigationStart = trace.traceEvents.find((event) => event.name === 'navigationStart')?.ts;
  const timeline = withTimeline ? await timelineOf(page, onMain, navigationStart) : undefined;
  const restyles = withRestyles ? restylesOf(onMain, navigationStart) : undefined;
  await context.close();
  return {
    profile,
    navigationStart,
    firstRow,
    longTasks,
    longest: longest && [longest.ts, longest.ts + longest.dur],
    timeline,
    restyles,
  };
}

/**
 * The style recalculations over 15 ms, in ms from the navigation's start: how many elements each
 * restyled and, when a script forced it (reading layout, a canvas's context), that script's file.
 * Few elements and many ms is a style sheet or a scope restyled whole (a new sheet, media controls).
 */
function restylesOf(onMain, navigationStart) {
  return onMain
    .filter((event) => event.name === 'UpdateLayoutTree' && event.dur > 15_000)
    .map((event) => ({
      at: Math.round((event.ts - navigationStart) / 1000),
      ms: Math.round(event.dur / 1000),
      elements: event.args?.elementCount,
      forcedBy: event.args?.beginData?.stackTrace?.[0]?.url,
    }));
}

/**
 * The load as it happened, in ms from the navigation's start: its first and largest contentful
 * paints (the page's own figures, where the LCP element was drawn), the resources it fetched, and
 * every main-thread task over 8 ms with what its time went to, so the slices of a transition show
 * as well as the long tasks.
 */
async function timelineOf(page, onMain, navigationStart) {
  const { paints, resources } = await page.evaluate(
    () =>
      new Promise((done) => {
        const resources = performance.getEntriesByType('resource').map((entry) => {
          const { pathname, search } = new URL(entry.name);
          return {
            start: Math.round(entry.startTime),
            end: Math.round(entry.responseEnd),
            path: pathname + search,
          };
        });
        const paints = {
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        };
        new PerformanceObserver((list) => {
          paints.lcp = list.getEntries().at(-1)?.startTime;
          done({ paints, resources });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => done({ paints, resources }), 500);
      }),
  );
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.dur > 8_000)
    .map((event) => ({
      at: Math.round((event.ts - navigationStart) / 1000),
      ms: Math.round(event.dur / 1000),
      kinds: kindsOf(event, onMain),
      // In the profile's clock (µs), for what ran in it.
      window: [event.ts, event.ts + event.dur],
    }));
  return {
    fcp: paints.fcp === undefined ? undefined : Math.round(paints.fcp),
    lcp: paints.lcp === undefined ? undefined : Math.round(paints.lcp),
    resources,
    tasks,
  };
}

/** What a task's time went to, by the timeline's top-level events inside it. */
const KINDS = {
  'v8.evaluateModule': 'modules',
  EvaluateScript: 'modules',
  'v8.compile': 'modules',
  'v8.compileModule': 'modules',
  FunctionCall: 'JS',
  TimerFire: 'JS',
  EventDispatch: 'JS',
  FireAnimationFrame: 'JS',
  RunMicrotasks: 'JS',
  XHRReadyStateChange: 'JS',
  UpdateLayoutTree: 'style+layout',
  Layout: 'style+layout',
  ParseAuthorStyleSheet: 'style+layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'HTML',
};

/**
 * `{ JS: 52, 'style+layout': 20 }` (ms, rounded, largest first): the events directly inside `task`
 * (not nested in another of them), summed by kind.
 */
function kindsOf(task, events) {
  const end = task.ts + task.dur;
  const inside = events
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const sums = {};
  let openUntil = -Infinity;
  for (const event of inside) {
    if (event.ts < openUntil) continue;
    const kind = KINDS[event.name];
    if (!kind) continue;
    openUntil = event.ts + event.dur;
    sums[kind] = (sums[kind] ?? 0) + event.dur / 1000;
  }
  return Object.fromEntries(
    Object.entries(sums)
      .map(([kind, ms]) => [kind, Math.round(ms)])
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1]),
  );
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
