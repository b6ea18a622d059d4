import { fileURLToPath, URL } from 'node:url';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { installEarlyKeys } from './src/shared/lib/early-keys.ts';
import { createChunkGroups } from './scripts/vite/chunk-groups.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { deepImports } from './scripts/vite/deep-imports.ts';
import { mantineStylesPerComponent } from './scripts/vite/mantine-styles.ts';
import { preloadLists } from './scripts/vite/preload-lists.ts';
import { routePreloads } from './scripts/vite/route-preloads.ts';
import { sharedPreloadTable } from './scripts/vite/shared-preload-table.ts';
import { CSP_NONCE_PLACEHOLDER } from './src/shared/lib/csp-nonce.ts';

/** A real-API build ships no mock code: the worker script copied from public/ is dropped too. */
function dropMockWorker(apiUrl: string | undefined): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (apiUrl) await rm(`${outDir}/mockServiceWorker.js`, { force: true });
    },
  };
}

/**
 * With a real API on another origin, the browser opens its connection (DNS, TCP, TLS) while the
 * scripts load, instead of after them: the first API call (the profile, the page's list) no longer
 * pays for it. `crossorigin`: the panel's calls are CORS requests without credentials.
 */
function preconnectToApi(apiUrl: string | undefined): Plugin {
  return {
    name: 'preconnect-to-api',
    transformIndexHtml() {
      if (!apiUrl) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * The listener that keeps keys pressed before the scripts have started (src/shared/lib/early-keys.ts),
 * inline in the page: it works from the first byte, before the bundle has even downloaded, and adds
 * nothing to the bundle.
 */
function keepEarlyKeys(): Plugin {
  return {
    name: 'keep-early-keys',
    transformIndexHtml() {
      return [{ tag: 'script', children: `(${installEarlyKeys.toString()})();`, injectTo: 'head' }];
    },
  };
}

/** What a layout's pages load on demand at once: the guard's first call brings the HTTP client. */
const FIRST_CALLS = { 'src/routes/_authenticated.tsx': ['src/shared/api/client.ts'] };

/**
 * Which project runs a test is said by its file's name and folder, so a new test lands in its project:
 * a `.unit.test.ts` file tests pure functions (no DOM, no mock backend, no setup), a `.browser.test.ts`
 * file under mocks/ the mock in a browser's tabs, and the contract's tests call the mock backend as its
 * own tests do.
 */
const UNIT_TESTS = '{src,mocks,scripts}/**/*.unit.test.ts';
const MOCK_TAB_TESTS = 'mocks/**/*.browser.test.ts';
const CONTRACT_TESTS = 'src/contract/**/*.test.ts';
/** Tests that need a real browser's engine (the risk model's TensorFlow.js): run in the system Chromium. */
const CHROMIUM_TESTS = 'src/**/*.chromium.test.ts';

/** The `chromium` project (`*.chromium.test.ts`): Vitest's browser mode in the system Chromium. */
const CHROMIUM_PROJECT: TestProjectInlineConfiguration = {
  extends: true,
  // Optimized before the first test, not found on the way (Vite would reload the running test).
  optimizeDeps: {
    include: [
      '@tensorflow/tfjs',
      '@tensorflow/tfjs-backend-wasm',
      'nsfwjs/core',
      'nsfwjs/models/mobilenet_v2',
      'zod/mini',
    ],
  },
  test: {
    name: 'chromium',
    include: [CHROMIUM_TESTS],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
};

/** Tests run as in a browser's tab: jsdom at the dev server's address, the app's test setup. */
const IN_A_TAB = {
  environment: 'jsdom',
  setupFiles: './src/test/setup.ts',
  environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  css: false,
} as const;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const chunkGroups = createChunkGroups();
  const shortPreloadLists = preloadLists();
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their page: the initial bundle keeps only route ids, guards and search schemas.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      deepImports(),
      mantineStylesPerComponent(),
      chunkGroups.plugin,
      shortPreloadLists.plugin,
      dropMockWorker(env.VITE_API_URL),
      preconnectToApi(env.VITE_API_URL),
      keepEarlyKeys(),
      sharedPreloadTable(),
      compileHints({ loadedBy: FIRST_CALLS }),
      routePreloads({ loadedBy: FIRST_CALLS }),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    // A `<meta property="csp-nonce">` and a nonce on every tag of index.html, all the placeholder: the
    // production web server replaces it with a fresh nonce per answer (src/shared/lib/csp-nonce.ts).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      manifest: true,
      sourcemap: false,
      // A route's chunks are fetched together: the import of a route chunk also preloads the chunks
      // it imports, instead of the browser finding them one import level at a time.
      modulePreload: {
        polyfill: false,
        resolveDependencies: shortPreloadLists.resolveDependencies,
      },
      rolldownOptions: {
        output: {
          // No `experimentalInlineCommonChunks`: it turns on `strictExecutionOrder`, which wraps every
          // module of every chunk in an init function (a list page fetched ~25 KiB gzip more for it,
          // and ran the wrappers before its first row).
          // Chunks and style sheets named by their hash alone: every chunk that loads others on demand
          // carries the file names of what they need (Vite's preload lists), and the names' words
          // (`use-resolved-styles-api-`) weighed about 2.5 KiB gzip of each list page's first paint.
          // The manifest (`npm run size`) and the source maps still name their modules. Seven of the
          // hash's base64 characters, not the default eight: a name is written wherever a chunk is
          // linked or preloaded, ~0.4 KiB gzip of each page's first paint; 42 bits keep a clash out
          // of reach for a few hundred files (Rolldown refuses 6 past 64 files: its placeholders).
          chunkFileNames: 'assets/[hash:7].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash:7][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: {
            // The initial code in one chunk (React, the router, Query, zod, Mantine's provider): one
            // request, one gzip stream. The entry module itself stays out, so the entry chunk runs it.
            // Then the chunks each page's first paint shares with the others (chunk-groups.ts).
            groups: [
              {
                name: 'app',
                tags: ['$initial'],
                priority: chunkGroups.priority,
                test: (id) => !/(index\.html|[\\/]src[\\/]main\.tsx)$/.test(id),
              },
              ...chunkGroups.groups,
            ],
          },
        },
      },
    },
    test: {
      globals: false,
      // One more than the cores: some files mostly wait (a simulated queue's claims lapsing, a
      // page's timers), and a third worker fills the gaps. On 2 cores: 231 → 207 s for the suite.
      maxWorkers: availableParallelism() + 1,
      // Above the 20 s a findBy may wait (src/test/setup.ts): a test of a whole page on a busy machine.
      testTimeout: 45_000,
      // A hook (a fresh database, a cleared cache) waits its turn on a busy machine just as a test does.
      hookTimeout: 45_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            // One jsdom and module graph per worker, not per file: starting them is ~1.4 s a file,
            // half of the project's time. Every test starts as a fresh tab (src/test/setup.ts).
            isolate: false,
            ...IN_A_TAB,
            // The mock's data in memory, not in the tab's storage: a page's test is one tab.
            setupFiles: ['./src/test/mock-in-memory.ts', IN_A_TAB.setupFiles],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [UNIT_TESTS, CONTRACT_TESTS, CHROMIUM_TESTS],
          },
        },
        {
          // The mock in a browser's tabs: each test opens "another tab" by importing the mock's
          // modules afresh (vi.resetModules) or mocks one of them. Neither may reach another file's
          // modules, so these files keep a module graph of their own.
          extends: true,
          test: {
            name: 'mock-tabs',
            ...IN_A_TAB,
            include: [MOCK_TAB_TESTS],
          },
        },
        {
          // The mock backend and the scripts need no DOM: Node starts a file in a fraction of the
          // time jsdom does, and the mock keeps its data in memory there, as on the mock server.
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            setupFiles: ['./mocks/test-setup.ts'],
            include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', CONTRACT_TESTS],
            exclude: [MOCK_TAB_TESTS, UNIT_TESTS],
          },
        },
        {
          // Functions of the panel that touch neither the DOM nor the network: no environment to
          // build, no setup. Still one module graph per file: some keep what they first computed
          // (the date formatters keep the time zone).
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [UNIT_TESTS],
          },
        },
        // Vitest's browser mode in the system Chromium (Debian `chromium`, or CHROME_PATH), headless:
        // WebAssembly, WebGL, workers and OffscreenCanvas as the panel's users have them. Asked for
        // (VITEST_CHROMIUM=1: `npm run test:chromium`, CI): `npm test` needs no browser installed.
        ...(process.env.VITEST_CHROMIUM === '1' ? [CHROMIUM_PROJECT] : []),
      ],
    },
  };
});
