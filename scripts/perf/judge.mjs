/**
 * What the benchmark judges, apart from how it measures: the guard on every list's mobile load and
 * the held-rows comparison (docs/performance.md#the-first-row-and-nothing-else).
 */
import { sizesOf } from '../size/first-paint.mjs';
import { median, ms } from './report.mjs';

/**
 * The guard on every list's mobile load (docs/performance.md#the-first-row-and-nothing-else): its TBT
 * at most this, in ms…
 */
export const GUARD_TBT_MS = 200;
/** …and its score at most this far under the floor's of the same run (scores of runs apart never compare). */
export const GUARD_UNDER_FLOOR = 12;

/**
 * What the guard finds wrong with a list's runs on the mobile preset, paired with the floor's runs:
 * the medians of its TBT and of its score minus the floor's. An empty list when it holds.
 */
export function guardFindings(name, runs, floorRuns) {
  const tbt = median(runs.map((summary) => summary.tbt));
  const differences = runs
    .map((summary, index) =>
      summary.score === null || floorRuns[index]?.score == null
        ? null
        : summary.score - floorRuns[index].score,
    )
    .filter((value) => value !== null);
  const underFloor = median(differences);
  const findings = [];
  if (tbt === null || tbt > GUARD_TBT_MS)
    findings.push(`${name}: TBT ${tbt === null ? 'not measured' : ms(tbt)} > ${GUARD_TBT_MS} ms`);
  if (underFloor === null || underFloor < -GUARD_UNDER_FLOOR)
    findings.push(
      `${name}: ${underFloor === null ? 'no score beside the floor' : `${Math.round(-underFloor)} under the floor`} (at most ${GUARD_UNDER_FLOOR})`,
    );
  return findings;
}

/** Scripts beyond the first paint's files allowed before the first row, gzip. */
export const SLACK_BYTES = 2 * 1024;

/**
 * Compares what a load fetched (`fetched`: the build's file names, `assets/…`) with a page's first
 * paint (`expected`): the files beyond it and their gzip bytes; passes within SLACK_BYTES.
 */
export function beyondFirstPaint(distDir, expected, fetched) {
  const known = new Set(expected);
  const extra = [...new Set(fetched)].filter((file) => !known.has(file));
  const bytes = sizesOf(distDir, extra).gzip;
  return { extra, bytes, ok: bytes <= SLACK_BYTES };
}
