#!/usr/bin/env node
/**
 * How many decisions (and list reads) the mock server answers per second with many moderators at once.
 * Starts `npm run mock:server` on a port of its own (in memory, no latency, quiet), logs in as the
 * administrator, then `--concurrency` clients each decide videos one after another (approve, or reject
 * with a reason) for `--seconds`, then all decide the same video at once, round after round (one wins,
 * the others are refused with a 409), and then read the moderation queue the same way. Prints the rate and
 * the latency percentiles of each; `--min-decisions N` makes it exit 1 below N decisions/s.
 *
 *   node scripts/mock-load.mjs --port 5410 --concurrency 50 --seconds 10
 *   node scripts/mock-load.mjs --url http://127.0.0.1:8787   # a server already running
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { runMockServer } from './perf/mock-server.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '8791' },
    url: { type: 'string' },
    concurrency: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    'min-decisions': { type: 'string' },
  },
});
const concurrency = Number(args.concurrency);
const seconds = Number(args.seconds);

function startServer() {
  if (args.url) return Promise.resolve({ origin: args.url, stop: () => {} });
  return runMockServer(['--port', args.port]);
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.result;
}

function percentile(sorted, share) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

/** `concurrency` loops calling `once(i, client)` until the time is up: count, rate and latencies. */
async function run(label, once) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < end) {
        const i = next++;
        const began = performance.now();
        const ok = await once(i, client);
        latencies.push(performance.now() - began);
        if (!ok) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const rate = latencies.length / elapsed;
  console.log(
    `${label.padEnd(10)} ${rate.toFixed(0).padStart(6)}/s  ${String(latencies.length).padStart(6)} calls` +
      `  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms` +
      `  p99 ${percentile(latencies, 0.99).toFixed(1)} ms  failed ${failures}`,
  );
  return rate;
}

const server = await startServer();
try {
  const api = `${server.origin}/api/admin`;
  const { accessToken } = await json(
    await fetch(`${api}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@whowillwin.ru', password: 'admin123' }),
    }),
  );
  const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
  const videos = { items: [] };
  for (let page = 1; videos.items.length < concurrency * 2; page += 1) {
    const { items } = await json(await fetch(`${api}/videos?limit=100&page=${page}`, { headers }));
    if (items.length === 0) break;
    videos.items.push(...items);
  }
  const ids = videos.items.map((video) => video.id);
  if (ids.length < concurrency) throw new Error(`${ids.length} videos for ${concurrency} clients`);

  console.log(
    `mock server ${server.origin}: ${concurrency} concurrent clients, ${seconds} s each; ` +
      `${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  // Each client decides videos of its own (no two clients on one video), each call the opposite of
  // what the video is: a real change, sent with the status it was decided on (`expectedStatus`), as
  // the panel does — a decision that would change nothing, or one without it on a decided video, is
  // a 409.
  const statuses = new Map(videos.items.map((video) => [video.id, video.status]));
  const perClient = Array.from({ length: concurrency }, (_, client) =>
    ids.filter((_, index) => index % concurrency === client),
  );
  const turns = new Array(concurrency).fill(0);
  /** Decides `id` the opposite of what it is known to be, with that status: a real change. */
  async function decide(id) {
    const expectedStatus = statuses.get(id);
    const reject = expectedStatus === 'published';
    const response = await fetch(`${api}/videos/${id}/${reject ? 'reject' : 'approve'}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        reject ? { reason: 'Нарушение правил сообщества', expectedStatus } : { expectedStatus },
      ),
    });
    await response.arrayBuffer();
    if (response.ok) statuses.set(id, reject ? 'rejected' : 'published');
    return response;
  }
  const decisions = await run('decisions', async (_i, client) => {
    const own = perClient[client];
    return (await decide(own[turns[client]++ % own.length])).ok;
  });
  // Contended: every client decides the same video at once (a queue's top row), a round after
  // another; one wins, the others get a 409 naming the winner. A refusal is the right answer here.
  const contendedIds = ids.slice(0, Math.max(1, Math.floor(ids.length / 2)));
  await run('contended', async (i) => {
    const response = await decide(contendedIds[Math.floor(i / concurrency) % contendedIds.length]);
    return response.ok || response.status === 409;
  });
  await run('lists', async (i) => {
    const response = await fetch(`${api}/videos?status=moderation&page=${(i % 3) + 1}`, {
      headers,
    });
    await response.arrayBuffer();
    return response.ok;
  });
  const min = args['min-decisions'] === undefined ? null : Number(args['min-decisions']);
  if (min !== null && decisions < min) {
    console.error(`decisions/s ${decisions.toFixed(0)} < ${min}`);
    process.exitCode = 1;
  }
} finally {
  server.stop();
}
