import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  DEPLOYED_PORT,
  DEPLOYED_URL,
  DEV_SERVER_PORT,
  DEV_SERVER_URL,
  E2E_PORT,
  MOCK_SERVER_PORT,
  MOCK_SERVER_URL,
  REAL_API_PORT,
} from './e2e/ports';

/**
 * End-to-end tests in the system Chromium (Debian `chromium`), never a downloaded Playwright browser.
 *
 * - `chromium`: the production build (dist/, `npm run build` first; `.ci/run` does it) served by
 *   `vite preview`, with the MSW mock backend in the browser's service worker.
 * - `real-api`: the real-API build (dist-real-api/, VITE_API_URL = the mock server) on another origin
 *   than its backend, `npm run mock:server`: the end-to-end proof of the real-API mode. Its web server
 *   command rebuilds dist-real-api/ when the sources changed (scripts/build-real-api.mjs).
 *   Its tests in e2e/deployed/ take the same build and mock server as deployed: served by Debian's
 *   nginx (NGINX_PATH, default /usr/sbin/nginx) with the production configuration
 *   (scripts/nginx-config.ts): its headers, and no Content-Security-Policy violation on any page.
 *   nginx runs in the foreground as Playwright's web server, with its pid, logs and temporary files
 *   in a directory of its own under the system's temp.
 * - `dev-server`: `npm run dev` in mock mode (Vite's dev server, as a frontend developer runs it),
 *   its pages compared with the build's (so `chromium`'s server runs too), and its hot updates.
 */
const baseURL = `http://localhost:${E2E_PORT}`;
const realApiURL = `http://localhost:${REAL_API_PORT}`;
const nginxDir = join(tmpdir(), `www-panel-nginx-${DEPLOYED_PORT}`);
const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Options followed by a value, which is then no file filter. */
const VALUE_OPTIONS = new Set(
  '--grep -g --grep-invert --config -c --workers -j --reporter --repeat-each --retries --timeout --max-failures --shard --output --trace --global-timeout'.split(
    ' ',
  ),
);

/** The command line's `--project` values and file filters (without `:line`). */
function commandLine(argv = process.argv.slice(2)) {
  const projects: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    if (arg === '--project') {
      // Variadic, as Playwright reads it: every value up to the next option.
      while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('-')) projects.push(argv[++i]!);
    } else if (VALUE_OPTIONS.has(arg)) {
      i += 1;
    } else if (!arg.startsWith('-') && arg !== 'test') files.push(arg.replace(/:\d+$/, ''));
  }
  return { projects, files };
}

/** The tests a web server is for: a folder of e2e/ (the rest: `chromium`'s) and its project. */
const TESTS = {
  chromium: 'chromium',
  'real-api': 'real-api',
  deployed: 'real-api',
  'dev-server': 'dev-server',
} as const;

/**
 * Whether this run can include those tests, read from the command line, so that each web server
 * starts only when needed: `--project chromium` or a filter naming e2e/videos.spec.ts costs no
 * real-API build, `--project real-api` needs no mock-mode dist/, and e2e/real-api/ no nginx.
 */
function mayRun(tests: keyof typeof TESTS): boolean {
  const { projects, files } = commandLine();
  const project = TESTS[tests];
  // Conservative: a filter that could match one of the folder's files counts.
  const couldMatch = (file: string) =>
    tests === 'chromium'
      ? !/real-api|deployed|dev-server/.test(file)
      : file.includes(tests) || `e2e/${tests}/`.startsWith(file);
  const named = (name: string) =>
    projects.includes(name) || (project === 'chromium' && projects.includes('chromium-waits'));
  return (
    (projects.length === 0 || named(project)) && (files.length === 0 || files.some(couldMatch))
  );
}

/** The tag of a test that mostly waits on the page's own timers (see the project `chromium-waits`). */
const WAITS = /@waits/;

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Deterministic tests only: a flaky test is a bug, not something to retry.
  retries: 0,
  // Two busy workers (the cores) and one for the tests that mostly wait (`chromium-waits`), which
  // takes `chromium`'s tests once those have run.
  workers: 3,
  // Generous on purpose: a 2-core machine at a load of 16 (seen while other builds ran) took over
  // 15 s to render a page; a passing test never waits for these limits.
  timeout: 180_000,
  expect: { timeout: 45_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    // Recording a trace costs every test, failing or not (~15 % of the suite on 2 cores); CI keeps
    // only the failure's screenshot and error context, a developer's run keeps the trace.
    trace: process.env.CI
      ? 'off'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // The projects of the other modes come first (see the last one).
    {
      name: 'real-api',
      // The panel behind nginx (e2e/deployed/, its own baseURL) too: the same mock server, which
      // the tests reset (and its sessions). A project of its own would wait for every other project
      // to end (Playwright runs a project's dependents in a later phase), then run alone.
      testMatch: /(real-api|deployed)[\\/].*\.spec\.ts$/,
      // One backend for the project: its tests reset it and run one after another, files included
      // (claims.spec.ts and panel.spec.ts must not reset the database under each other).
      fullyParallel: false,
      workers: 1,
      use: { ...chromium, baseURL: realApiURL, serviceWorkers: 'block' },
    },
    {
      name: 'dev-server',
      testMatch: /dev-server[\\/].*\.spec\.ts$/,
      // One page at a time on the dev server: a hot update test edits files that every open page uses.
      fullyParallel: false,
      workers: 1,
      use: { ...chromium, baseURL: DEV_SERVER_URL },
    },
    // The mock-mode tests that mostly wait (a retry schedule running its course, a 1.5 s latency),
    // tagged `@waits`: a worker of their own from the start, beside the two busy ones, instead of
    // holding one of those idle for minutes.
    {
      name: 'chromium-waits',
      testIgnore: /(real-api|deployed|dev-server)[\\/]/,
      grep: WAITS,
      workers: 1,
      use: chromium,
    },
    // Last: its many short tests fill in beside the projects above, which take one worker each, so
    // that no long test of theirs is left to run alone at the end.
    {
      name: 'chromium',
      testIgnore: /(real-api|deployed|dev-server)[\\/]/,
      grepInvert: WAITS,
      use: chromium,
    },
  ],
  webServer: [
    ...(mayRun('chromium') || mayRun('dev-server')
      ? [
          {
            command: `npx vite preview --port ${E2E_PORT} --strictPort`,
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(mayRun('real-api') || mayRun('deployed')
      ? [
          {
            command: `node --import ./mocks/server/register.ts mocks/server/main.ts --port ${MOCK_SERVER_PORT} --quiet`,
            url: `${MOCK_SERVER_URL}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(mayRun('real-api')
      ? [
          {
            // A build takes a minute on a busy machine; it is skipped when dist-real-api/ is current.
            command: `node scripts/build-real-api.mjs --if-stale --api-url ${MOCK_SERVER_URL} && npx vite preview --outDir dist-real-api --port ${REAL_API_PORT} --strictPort`,
            url: realApiURL,
            reuseExistingServer: !process.env.CI,
            timeout: 600_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(mayRun('deployed')
      ? [
          {
            // The build is shared with `real-api` (current after its server started, if it runs).
            command: [
              `node scripts/build-real-api.mjs --if-stale --api-url ${MOCK_SERVER_URL}`,
              `node scripts/nginx-config.ts --dist dist-real-api --api-url ${MOCK_SERVER_URL} --host 127.0.0.1 --port ${DEPLOYED_PORT} --workers 1 --brotli --access-log ${nginxDir}/access.log --out ${nginxDir}/nginx.conf`,
              `exec ${nginx} -p ${nginxDir}/ -c ${nginxDir}/nginx.conf -g 'daemon off;'`,
            ].join(' && '),
            url: DEPLOYED_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 600_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(mayRun('dev-server')
      ? [
          {
            // The README's `npm run dev`, on its own port. Its first page waits for Vite to
            // pre-bundle the dependencies (a cold cache on a clean clone).
            command: `npx vite --port ${DEV_SERVER_PORT} --strictPort`,
            url: DEV_SERVER_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
