#!/usr/bin/env node
/**
 * `npm run perf:dev` — how long the README's first command makes a developer wait.
 *
 *   npm run perf:dev -- [--runs 2] [--port 5190]
 *
 * Starts `npm run dev` (Vite's dev server, mock mode) on its own port, twice per run: with a cold
 * dependency cache (`vite --force`: the dependencies are pre-bundled again, as on a fresh clone) and
 * with the warm one the cold start left. Each time a new browser profile opens /login and signs in
 * as the administrator, and the script prints, medians over the runs:
 * - the server's start (the process started → Vite says `ready`),
 * - /login: navigation → the «Войти» button drawn, and the requests made until then,
 * - the video queue after signing in: «Войти» pressed → its first row drawn.
 * The production build is not involved: `npm run perf` measures what users get.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { median } from './perf/report.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    port: { type: 'string', default: '5190' },
  },
});
const RUNS = Number(args.runs);
const PORT = Number(args.port);
const ORIGIN = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const ROW = 'main tbody tr:not([data-testid="skeleton-row"])';

/** Starts the dev server; resolves with the process and the milliseconds until it said `ready`. */
function startDevServer(force) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--port',
      String(PORT),
      '--strictPort',
      ...(force ? ['--force'] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, VITE_API_URL: '' } },
  );
  return new Promise((resolveStarted, reject) => {
    child.stdout.on('data', (chunk) => {
      if (/ready in/.test(String(chunk)))
        resolveStarted({ child, ready: performance.now() - started });
    });
    child.once('exit', (code) => reject(new Error(`vite exited with ${code}`)));
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

/** One start of the server and one first visit in a new profile. */
async function measure(browser, force) {
  const { child, ready } = await startDevServer(force);
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 1440, height: 900 });
    let requests = 0;
    tab.on('request', () => (requests += 1));
    const navigated = performance.now();
    await tab.goto(`${ORIGIN}/login`, { waitUntil: 'domcontentloaded', timeout: 300_000 });
    await tab.waitForSelector('button[type="submit"]', { visible: true, timeout: 300_000 });
    const login = performance.now() - navigated;
    const loginRequests = requests;
    await tab.type('input[placeholder="Введите логин"]', 'admin@whowillwin.ru');
    await tab.type('input[placeholder="Введите пароль"]', 'admin123');
    const pressed = performance.now();
    await tab.click('button[type="submit"]');
    await tab.waitForSelector(ROW, { visible: true, timeout: 300_000 });
    const list = performance.now() - pressed;
    return { ready, login, loginRequests, list };
  } finally {
    await context.close();
    await stop(child);
  }
}

const browser = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const results = { cold: [], warm: [] };
try {
  for (let run = 0; run < RUNS; run += 1) {
    results.cold.push(await measure(browser, true));
    results.warm.push(await measure(browser, false));
  }
} finally {
  await browser.close();
}

const ms = (value) => `${Math.round(value)} ms`.padStart(9);
console.log(
  `\nnpm run dev, mock mode, medians of ${RUNS} (a new server and browser profile each)\n`,
);
console.log('dependency cache   server ready   /login drawn   requests   list after login');
for (const [name, runs] of Object.entries(results)) {
  const m = (key) => median(runs.map((result) => result[key]));
  console.log(
    `${name.padEnd(16)} ${ms(m('ready')).padStart(14)} ${ms(m('login')).padStart(14)} ${String(Math.round(m('loginRequests'))).padStart(10)} ${ms(m('list')).padStart(18)}`,
  );
}
