#!/usr/bin/env node
// Prints, briefly, why each failed test failed: the last lines of a CI log are often all that is
// kept of it, and the reports printed after the tests (perf) push the runners' own failure output
// out of them. Reads the vitest and Playwright JSON reports; prints nothing when nothing failed.
//
//   node scripts/ci-failures.mjs --vitest <vitest.json> --playwright <results.json>
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { vitest: { type: 'string' }, playwright: { type: 'string' } },
});
const MAX_LINES = 12;

function readJson(file) {
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function brief(message = '') {
  const lines = message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const shown = lines.slice(0, MAX_LINES).map((line) => `      ${line}`);
  if (lines.length > MAX_LINES) shown.push(`      … ${lines.length - MAX_LINES} more lines`);
  return shown.join('\n');
}

const failures = [];

const vitest = readJson(values.vitest);
for (const file of vitest?.testResults ?? []) {
  const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
  if (file.status === 'failed' && failed.length === 0) {
    failures.push(`vitest ${file.name}\n${brief(file.message)}`);
  }
  for (const test of failed) {
    failures.push(
      `vitest ${file.name} › ${test.fullName}\n${brief(test.failureMessages?.join('\n'))}`,
    );
  }
}

function* playwrightSpecs(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, path };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

const playwright = readJson(values.playwright);
for (const suite of playwright?.suites ?? []) {
  for (const { spec, path } of playwrightSpecs(suite)) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      for (const result of test.results ?? []) {
        if (result.status === 'passed' || result.status === 'skipped') continue;
        const errors = (result.errors ?? []).map((e) => e.message ?? e.value ?? '').join('\n');
        failures.push(
          `playwright [${test.projectName}] ${[...path, spec.title].join(' › ')} (${result.status}, ` +
            `${Math.round(result.duration / 1000)} s)\n${brief(errors)}`,
        );
      }
    }
  }
}
for (const error of playwright?.errors ?? []) {
  failures.push(`playwright (outside a test)\n${brief(error.message)}`);
}

if (failures.length > 0) {
  console.log(`\nWhy the failed tests failed (${failures.length}):`);
  for (const failure of failures) console.log(`  ${failure}`);
}
