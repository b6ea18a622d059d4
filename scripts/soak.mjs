#!/usr/bin/env node
/**
 * `npm run e2e:soak` and `npm run test:soak` — a suite run again and again on a busy machine, to find
 * the tests that fail once under load before CI does (docs/testing.md#soaking-a-suite).
 *
 *   npm run e2e:soak -- [--rounds 5] [--no-hog] [-- <playwright arguments: specs, --project …>]
 *   npm run test:soak -- [--rounds 5] [--no-hog] [-- <vitest arguments: files, --project …>]
 *
 * Each round runs the suite once (Playwright with `retries` 0, as CI does; Vitest as `npm test`)
 * while a process keeps one core spinning beside it, reads the runner's JSON report, and prints the
 * tests that failed in it. At the end: per spec file, the runs and the failures over all rounds, and
 * every test that failed at least once with its first error line. The exit code is 1 when any test
 * failed in any round: a test that failed once is a race to find, never a retry to add.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    'no-hog': { type: 'boolean', default: false },
    runner: { type: 'string', default: 'playwright' },
  },
  allowPositionals: true,
});
const ROUNDS = Number(args.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error('--rounds takes a positive integer');
  process.exit(2);
}
if (!['playwright', 'vitest'].includes(args.runner)) {
  console.error('--runner takes playwright or vitest');
  process.exit(2);
}
const reports = mkdtempSync(join(tmpdir(), 'www-soak-'));

/** The runner's command for one round, writing its JSON report to `file`. */
function command(file) {
  if (args.runner === 'vitest')
    return [
      'vitest',
      ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${file}`, ...positionals],
      {},
    ];
  return [
    'playwright',
    ['test', '--retries=0', '--reporter=dot,json', ...positionals],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  ];
}

/** Every test's outcome in a report: `{ file, title, ok, error }`. */
function outcomes(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (args.runner === 'vitest') {
    return (report.testResults ?? []).flatMap((result) => {
      const name = result.name.replace(`${process.cwd()}/`, '');
      const tests = (result.assertionResults ?? []).map((test) => ({
        file: name,
        title: test.fullName,
        ok: test.status !== 'failed',
        error: test.failureMessages?.[0],
      }));
      // A file that failed to load has no failed test of its own.
      if (result.status === 'failed' && tests.every((test) => test.ok))
        tests.push({ file: name, title: '(the file)', ok: false, error: result.message });
      return tests;
    });
  }
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        found.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › ') + ` [${test.projectName}]`,
          ok: test.status === 'expected' || test.status === 'skipped',
          error: last?.error?.message ?? last?.errors?.[0]?.message,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    found.push({ file: '(the run)', title: 'error', ok: false, error: error.message });
  return found;
}

const byFile = new Map();
const failures = new Map();
const started = Date.now();
for (let round = 1; round <= ROUNDS; round += 1) {
  const hog = args['no-hog']
    ? null
    : spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' });
  const file = join(reports, `round-${round}.json`);
  const [bin, argv, env] = command(file);
  const roundStarted = Date.now();
  console.log(
    `\n=== Round ${round}/${ROUNDS}: ${bin} ${argv.join(' ')}${hog ? ' (one core hogged)' : ''}`,
  );
  spawnSync(join('node_modules', '.bin', bin), argv, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  hog?.kill('SIGKILL');
  let results;
  try {
    results = outcomes(file);
  } catch (error) {
    results = [{ file: '(the run)', title: 'no report', ok: false, error: String(error) }];
  }
  for (const result of results) {
    const counts = byFile.get(result.file) ?? { runs: 0, failed: 0 };
    counts.runs += 1;
    if (!result.ok) {
      counts.failed += 1;
      const key = `${result.file} › ${result.title}`;
      const seen = failures.get(key) ?? { rounds: [], error: result.error };
      seen.rounds.push(round);
      failures.set(key, seen);
    }
    byFile.set(result.file, counts);
  }
  const failed = results.filter((result) => !result.ok);
  console.log(
    `--- round ${round}: ${results.length - failed.length} passed, ${failed.length} failed (${Math.round((Date.now() - roundStarted) / 1000)} s)`,
  );
  for (const result of failed) console.log(`  ✗ ${result.file} › ${result.title}`);
}

console.log(
  `\n=== Soak: ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} of ${args.runner}${args['no-hog'] ? '' : ' beside a hogged core'} in ${Math.round((Date.now() - started) / 1000)} s — per file: tests run, failed`,
);
for (const [file, { runs, failed }] of [...byFile].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${String(runs).padStart(5)} ${String(failed).padStart(4)}  ${file}`);
if (failures.size === 0) console.log('\nNo test failed in any round.');
else {
  console.log(`\nFailed at least once (${failures.size}):`);
  for (const [key, { rounds, error }] of failures) {
    console.log(`  ${key} — rounds ${rounds.join(', ')}`);
    if (error) console.log(`      ${String(error).split('\n')[0].slice(0, 300)}`);
  }
}
console.log(`Reports: ${reports}`);
process.exitCode = failures.size === 0 ? 0 : 1;
