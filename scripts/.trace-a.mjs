// Ad-hoc: a Chromium trace of decision key presses on the video queue (4x CPU), summarised by event.
import { spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const API = 'http://127.0.0.1:4191', ORIGIN = 'http://127.0.0.1:4190';
const KEY = process.argv[2] ?? 'KeyA';
const mock = spawn(process.execPath, ['--import', './mocks/server/register.ts', 'mocks/server/main.ts', '--port', '4191', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
await new Promise((r) => mock.stdout.on('data', (c) => String(c).includes('Mock server:') && r()));
const preview = spawn('npx', ['vite', 'preview', '--outDir', process.env.DIST ?? 'dist-perf', '--port', '4190', '--strictPort'], { stdio: 'ignore', detached: true });
await new Promise((r) => setTimeout(r, 3000));
const tokens = (await (await fetch(`${API}/api/admin/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@whowillwin.ru', password: 'admin123' }) })).json()).result;
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', defaultViewport: null, args: ['--window-size=1440,900', '--no-sandbox'] });
try {
  const context = await browser.createBrowserContext();
  await context.setCookie(...Object.entries(tokens).map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/', sameSite: 'Strict' })));
  const tab = await context.newPage();
  await tab.goto(`${ORIGIN}${process.env.PAGE ?? '/moderation/videos'}`, { waitUntil: 'load' });
  await tab.waitForSelector('main tbody tr:not([data-testid="skeleton-row"]) > td + td');
  await new Promise((r) => setTimeout(r, 2000));
  const cdp = await tab.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.keyboard.press('KeyJ'); await new Promise((r) => setTimeout(r, 1000));
  const act = async () => {
    if (!process.env.BUTTON) return tab.keyboard.press(KEY);
    const b = await tab.waitForSelector(`main tbody tr button[aria-label^="${process.env.BUTTON}"]:not([disabled])`);
    await b.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await new Promise((r) => setTimeout(r, 500));
    await b.click();
  };
  if (process.env.CPU) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    for (let i = 0; i < 3; i++) { await act(); await new Promise((r) => setTimeout(r, 1500)); }
    const { profile } = await cdp.send('Profiler.stop');
    const maps = new Map();
    const mapFor = (url) => {
      if (!url.includes('/assets/')) return null;
      if (!maps.has(url)) { try { maps.set(url, new SourceMapConsumer(JSON.parse(readFileSync('dist-trace/assets/' + url.split('/assets/')[1] + '.map', 'utf8')))); } catch { maps.set(url, null); } }
      return maps.get(url);
    };
    const self = new Map(); const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas; const counts = new Map();
    profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i + 1] ?? 0)));
    const group = new Map();
    for (const [id, us] of counts) {
      const n = byNode.get(id); const cf = n.callFrame;
      let where = cf.functionName || '(anon)';
      const m = mapFor(cf.url);
      if (m) { const o = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); where = `${(o.source ?? '?').replace(/.*node_modules\//, '').replace(/^\.\.\//, '')}:${o.name ?? cf.functionName}`; }
      else if (cf.url) where = cf.url.split('/').pop() + ':' + where;
      self.set(where, (self.get(where) ?? 0) + us);
      const pkg = where.startsWith('(') ? where : where.split('/').slice(0, where.startsWith('@') ? 2 : 1).join('/').split(':')[0];
      group.set(pkg, (group.get(pkg) ?? 0) + us);
    }
    console.log('BY PACKAGE', [...group].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(' | '));
    console.log([...self].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`).join('\n'));
  } else {
  await tab.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  for (let i = 0; i < 3; i++) { await act(); await new Promise((r) => setTimeout(r, 1500)); }
  const buf = await tab.tracing.stop();
  const { traceEvents } = JSON.parse(Buffer.from(buf).toString("utf8"));
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x) => x.pid === e.pid && x.name === 'EventDispatch'));
  const evs = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const keydowns = evs.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === (process.env.BUTTON ? 'click' : 'keydown'));
  for (const kd of keydowns) {
    // the window from the keydown to the end of the first paint after it
    const paint = evs.find((e) => (e.name === 'Paint' || e.name === 'PaintImage' || e.name === 'Commit') && e.ts > kd.ts);
    const end = paint ? paint.ts + paint.dur : kd.ts + 500_000;
    const inWin = evs.filter((e) => e.ts >= kd.ts && e.ts < end);
    const by = new Map();
    for (const e of inWin) by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
    const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, d]) => `${n} ${d.toFixed(0)}`).join(', ');
    console.log(`keydown → paint ${(end - kd.ts) / 1000 | 0} ms; keydown handler ${(kd.dur / 1000) | 0} ms; ${top}`);
    const tasks = inWin.filter((e) => e.name === 'RunTask' && e.dur > 5000).map((e) => `${((e.ts - kd.ts) / 1000) | 0}+${(e.dur / 1000) | 0}`);
    console.log('   tasks (start+dur ms):', tasks.join(' '));
  }
}} finally { await browser.close(); process.kill(-mock.pid); process.kill(-preview.pid); }
