#!/usr/bin/env node
/**
 * A real-API build: `VITE_API_URL=<api-url> vite build --outDir <out-dir>`, with a stamp saying for which
 * API it was built (the URL is compiled in).
 *
 *   node scripts/build-real-api.mjs [--api-url URL] [--out-dir DIR] [--if-stale]
 *
 * Defaults: the e2e mock server (e2e/ports.ts, which follows E2E_PORT) and dist-real-api/. With
 * --if-stale it builds only when the stamp is missing, names another API, or is older than a source
 * file, so Playwright's web server command can call it on every run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { MOCK_SERVER_URL } from '../e2e/ports.ts';

const STAMP = '.real-api-build.json';
// What the build reads: the app, its page and assets, the build's config and the plugins it imports.
const SOURCES = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
];

const { values } = parseArgs({
  options: {
    'api-url': { type: 'string', default: MOCK_SERVER_URL },
    'out-dir': { type: 'string', default: 'dist-real-api' },
    'if-stale': { type: 'boolean', default: false },
  },
});
const apiUrl = values['api-url'];
const outDir = values['out-dir'];
const stampFile = join(outDir, STAMP);

function newestSource(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

function fresh() {
  if (!existsSync(stampFile)) return false;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  return (
    stamp.apiUrl === apiUrl && statSync(stampFile).mtimeMs >= Math.max(...SOURCES.map(newestSource))
  );
}

if (values['if-stale'] && fresh()) {
  console.log(`${outDir}/ is a current real-API build for ${apiUrl}`);
} else {
  console.log(`Building ${outDir}/ for ${apiUrl}`);
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: apiUrl },
    },
  );
  writeFileSync(stampFile, `${JSON.stringify({ apiUrl })}\n`);
}
