/**
 * `npm run profile -- --interaction <kind>`: one kind of the interaction benchmark's inputs, repeated
 * under the V8 sampling profiler, with the samples of each input's own interaction only (from the
 * input to its next paint, as the Event Timing API reports it) kept for the tables.
 */
import { holdTokens } from './mock-server.mjs';
import { countRenders, recordInteractions } from './in-page.mjs';
import {
  activeRowText,
  pointAtRowButton,
  settle,
  waitForActiveRowChange,
  waitForRows,
} from './interaction-steps.mjs';

const ctrlEnter = async (tab) => {
  await tab.keyboard.down('Control');
  await tab.keyboard.press('Enter');
  await tab.keyboard.up('Control');
};

const rowButton = (selector, gone) => ({
  prepare: (tab) => pointAtRowButton(tab, selector),
  act: (tab, label) => tab.click(`button[aria-label=${JSON.stringify(label)}]`),
  seen: (tab, label) =>
    tab.waitForFunction(
      (name, gone) => {
        const button = document.querySelector(`button[aria-label="${CSS.escape(name)}"]`);
        return gone ? !button : button?.disabled !== false;
      },
      { timeout: 30_000 },
      label,
      gone,
    ),
});

/** R opens the reason dialog (a reason typed when given), Ctrl+Enter sends it: the send is measured. */
const reasonSent = (reason) => ({
  prepare: async (tab) => {
    await tab.keyboard.press('KeyR');
    await tab.waitForSelector('[role="dialog"] textarea', { visible: true, timeout: 30_000 });
    if (reason) await tab.type('[role="dialog"] textarea', reason);
    await settle(tab);
    return activeRowText(tab);
  },
  act: ctrlEnter,
  seen: async (tab, before) => {
    await tab.waitForSelector('[role="dialog"] textarea', { hidden: true, timeout: 30_000 });
    await waitForActiveRowChange(tab, before);
  },
});

/** The kinds: the page they start on, what comes before the measured input, the input, its effect. */
export const INTERACTIONS = {
  a: {
    page: '/moderation/videos',
    prepare: activeRowText,
    act: (tab) => tab.keyboard.press('KeyA'),
    seen: waitForActiveRowChange,
  },
  'r-send': { page: '/moderation/videos', ...reasonSent('Нарушает правила площадки') },
  'approve-button': {
    page: '/moderation/videos',
    ...rowButton('main tbody tr button[aria-label^="Одобрить «"]:not([disabled])', false),
  },
  complaint: { page: '/moderation/complaints', ...reasonSent('') },
  /** R on the complaints' queue: its dialog opening (the one before closed with Escape first). */
  'complaint-dialog': {
    page: '/moderation/complaints',
    prepare: async (tab) => {
      if (await tab.$('[role="dialog"]')) {
        await tab.keyboard.press('Escape');
        await tab.waitForSelector('[role="dialog"]', { hidden: true, timeout: 30_000 });
      }
      await settle(tab);
    },
    act: (tab) => tab.keyboard.press('KeyR'),
    seen: (tab) =>
      tab.waitForSelector('[role="dialog"] textarea', { visible: true, timeout: 30_000 }),
  },
  comment: {
    page: '/moderation/comments?status=visible',
    ...rowButton('main tbody tr button[aria-label^="Скрыть комментарий №"]:not([disabled])', true),
  },
  'and-next': {
    page: '/moderation/videos',
    prepare: async (tab) => {
      if (!(await tab.evaluate(() => location.pathname.startsWith('/moderation/videos/')))) {
        const link = await tab.waitForSelector('main tbody tr a[href^="/moderation/videos/"]');
        await link.click();
      }
      const next = 'main button:not([disabled])::-p-text(Одобрить и следующее)';
      await tab.waitForSelector(next, { timeout: 30_000 });
      await tab.hover(next);
      await settle(tab, 1000);
      return tab.evaluate(() => location.pathname);
    },
    act: (tab) => tab.click('main button:not([disabled])::-p-text(Одобрить и следующее)'),
    seen: (tab, path) =>
      tab.waitForFunction((from) => location.pathname !== from, { timeout: 30_000 }, path),
  },
};

/**
 * `times` inputs of `kind` in a fresh logged-in tab at `cpu`× slower CPU, 1440 × 900. Returns the
 * profile, each input's interaction window in the profile's clock (µs) and its duration (ms).
 */
export async function profiledInteraction(browser, tokens, { site, kind, times, cpu, renders }) {
  const steps = INTERACTIONS[kind];
  const context = await browser.createBrowserContext();
  await holdTokens(context, tokens);
  const tab = await context.newPage();
  await tab.setViewport({ width: 1440, height: 900 });
  await tab.evaluateOnNewDocument(recordInteractions);
  if (renders) await tab.evaluateOnNewDocument(countRenders);
  await tab.goto(`${site}${steps.page}`, { waitUntil: 'load' });
  await waitForRows(tab);
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await tab.tracing.start({ categories: ['blink.user_timing', 'devtools.timeline'] });
  await cdp.send('Profiler.start');
  // The page's clock against the trace's (which is the profile's): a mark seen by both.
  const synced = await tab.evaluate(() => performance.mark('profile-clock').startTime);
  const windows = [];
  const rendered = [];
  for (let i = 0; i < times; i += 1) {
    const before = await steps.prepare(tab);
    const start = await tab.evaluate(() => performance.now());
    const counted = renders && (await tab.evaluate(() => [...window.__renders.byName]));
    await steps.act(tab, before);
    await steps.seen(tab, before);
    await settle(tab, 500);
    if (counted) rendered.push(await renderedSince(tab, counted));
    windows.push({ start, end: await tab.evaluate(() => performance.now()) });
  }
  await settle(tab, 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(Buffer.from(await tab.tracing.stop()).toString('utf8'));
  const mark = trace.traceEvents.find((event) => event.name === 'profile-clock')?.ts;
  const origin = mark === undefined ? undefined : mark - synced * 1000;
  const interactions = await tab.evaluate(() => [...window.__interactions.values()]);
  await context.close();
  const measured = windows.map(
    ({ start, end }) =>
      interactions
        .filter((one) => one.start >= start && one.start < end)
        .sort((a, b) => b.duration - a.duration)[0],
  );
  const spans = measured
    .filter((one) => one && origin !== undefined)
    .map((one) => [origin + one.start * 1000, origin + (one.start + one.duration) * 1000]);
  return {
    profile,
    rendering: renderingIn(trace, spans),
    rendered,
    durations: measured.map((one) => one?.duration ?? 16),
    windows: spans,
  };
}

/** The browser's own work the JS profile shows as «(program)»: style, layout, paint, by event, in ms. */
const RENDERING = [
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
];

function renderingIn(trace, spans) {
  const sums = new Map();
  for (const event of trace.traceEvents) {
    if (event.ph !== 'X' || !RENDERING.includes(event.name)) continue;
    if (!spans.some(([start, end]) => event.ts >= start && event.ts < end)) continue;
    sums.set(event.name, (sums.get(event.name) ?? 0) + event.dur / 1000);
  }
  return sums;
}

/** `--renders`: the components each input rendered, by name, most first. */
async function renderedSince(tab, counted) {
  return tab.evaluate((before) => {
    const known = new Map(before);
    return [...window.__renders.byName]
      .map(([name, count]) => [name, count - (known.get(name) ?? 0)])
      .filter(([, count]) => count > 0)
      .sort((a, b) => b[1] - a[1]);
  }, counted);
}
