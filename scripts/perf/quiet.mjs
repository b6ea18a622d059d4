/**
 * Waits for a quiet machine before a measurement: Lighthouse's simulated throttling multiplies what
 * the main thread spent in an unthrottled trace, so a core busy with other work (the end of the
 * end-to-end stage in `.ci/run`: its browsers and servers closing) shows as the page's blocking time.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The CPU time counters of the whole machine (Linux's /proc/stat), or null elsewhere. */
function cpuTimes() {
  try {
    const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { idle, total };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time spent busy over the next `ms`, 0..1; null where unknown. */
export async function busyShare(ms) {
  const before = cpuTimes();
  await new Promise((done) => setTimeout(done, ms));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Resolves once the machine has been at most `busy` busy over `windowMs`, or after `maxMs`, saying
 * which: and then what keeps it busy, so that a report's figures can be read for what they are.
 */
export async function waitForQuiet({ busy = 0.15, windowMs = 2000, maxMs = 60_000 } = {}) {
  const started = Date.now();
  let share = await busyShare(windowMs);
  while (share !== null && share > busy && Date.now() - started < maxMs) {
    share = await busyShare(windowMs);
  }
  if (share === null) return;
  const waited = Math.round((Date.now() - started) / 1000);
  const percent = Math.round(share * 100);
  if (share <= busy) {
    console.log(
      `\nThe machine is quiet: ${percent} % busy over ${windowMs / 1000} s (waited ${waited} s).`,
    );
    return;
  }
  console.log(
    `\nThe machine is still ${percent} % busy after ${waited} s; measuring all the same. The busiest processes:`,
  );
  try {
    const top = execFileSync('ps', ['-eo', 'pcpu,etimes,args', '--sort=-pcpu'], {
      encoding: 'utf8',
    });
    for (const line of top.split('\n').slice(0, 6)) console.log(`  ${line.slice(0, 160)}`);
  } catch {
    // No ps: the share above says enough.
  }
}
