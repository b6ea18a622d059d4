#!/usr/bin/env node
/**
 * `npm run queue:sim`: many moderators working one queue through the server's next item
 * (docs/product.md#queues-at-scale), against a mock server this script starts (in memory, quiet).
 * The server is given `--items` more videos in moderation by one new author and `--moderators`
 * moderator accounts (`POST /__mock/queue`); each simulated moderator does what the panel does:
 * logs in, takes the next video of that author (`POST /videos/next?authorId=…`, passing over the
 * ones whose decision it still holds back), looks at it for a think time, approves or rejects it,
 * and holds the decision back for the undo window before sending it (docs/product.md#undo); now and
 * then it undoes within the window (the call is never sent, and the claim is let go), and now and
 * then it leaves without deciding (the claim is left behind; that account comes back once the claim
 * has lapsed). With `--escalate`, a share of the videos is not decided but sent to «Вторые мнения»
 * (`POST /videos/{id}/escalate`), which an administrator works (`GET /escalations`, then the video's
 * decision). When every video is decided it reads the audit trail and prints throughput, 409s,
 * double decisions, the claims left behind and how long they kept their video from everybody, the
 * second opinions, and p50/p99 of every call. Exits 1 when a video is decided twice or not at all,
 * when `next` hands out a video waiting for a second opinion, or when a moderator decides one.
 *
 *   npm run queue:sim -- --moderators 100 --items 10000
 *   npm run queue:sim -- --moderators 10 --items 200 --think 20 --undo-window 300 --claim-ttl 1500 --json
 *   npm run queue:sim -- --escalate 0.05
 */
import { runMockServer } from './perf/mock-server.mjs';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run queue:sim -- [options]

  --moderators <n>     simulated moderators (default 10)
  --items <m>          videos waiting in the queue (default 200)
  --think <ms>         mean time looking at a video before deciding (default 500; each is 0.5–1.5×)
  --undo-window <ms>   how long a decision is held back before it is sent (default 5000, the panel's)
  --undo-rate <share>  share of decisions undone within the window (default 0.03)
  --leave-rate <share> share of videos left without a decision, the claim left behind (default 0.01)
  --claim-ttl <ms>     how long a claim lasts on the server (default 120000, the product's)
  --escalate <share>   share of videos sent for a second opinion instead of decided; an
                       administrator decides them from «Вторые мнения» (default 0)
  --seed <n>           the random choices' seed (default 1)
  --json               print the figures as one JSON object
  --help               this text`;

const { values: args } = parseArgs({
  options: {
    moderators: { type: 'string', default: '10' },
    items: { type: 'string', default: '200' },
    think: { type: 'string', default: '500' },
    'undo-window': { type: 'string', default: '5000' },
    'undo-rate': { type: 'string', default: '0.03' },
    'leave-rate': { type: 'string', default: '0.01' },
    'claim-ttl': { type: 'string', default: '120000' },
    escalate: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

function number(name, { integer = true, min = 0, max = Infinity } = {}) {
  const value = Number(args[name]);
  if (Number.isNaN(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
    console.error(
      `--${name}: expected ${integer ? 'an integer' : 'a number'} ${min}…${max}\n\n${USAGE}`,
    );
    process.exit(2);
  }
  return value;
}

const MODERATORS = number('moderators', { min: 1, max: 1000 });
const ITEMS = number('items', { min: 1, max: 100_000 });
const THINK_MS = number('think', { max: 600_000 });
const UNDO_WINDOW_MS = number('undo-window', { max: 60_000 });
const UNDO_RATE = number('undo-rate', { integer: false, max: 1 });
const LEAVE_RATE = number('leave-rate', { integer: false, max: 1 });
const CLAIM_TTL_MS = number('claim-ttl', { min: 100, max: 3_600_000 });
const ESCALATE_RATE = number('escalate', { integer: false, max: 1 });
const ESCALATION_NOTE = 'Не уверен: нужно второе мнение';
const ADMIN = { email: 'admin@whowillwin.ru', password: 'admin123' };
/** How often a moderator who found nothing free asks again. */
const POLL_MS = 200;
/** The most ids `skip` takes (src/contract/queue-next.ts). */
const SKIP_MAX = 100;
const REJECT_REASON = 'Нарушает правила сообщества';

/** mulberry32: the same seed, the same choices (the server's timing still varies). */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = createRandom(number('seed'));

function startServer() {
  return runMockServer([
    '--port',
    '0',
    '--claim-ttl',
    String(CLAIM_TTL_MS),
    // Every decision and every taken-over claim stays in the trail, beside the seed's history.
    '--audit-max',
    String(10_000 + 3 * ITEMS),
  ]);
}

const latencies = new Map();
function timed(kind, ms) {
  let list = latencies.get(kind);
  if (!list) latencies.set(kind, (list = []));
  list.push(ms);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Done when every video has a decision: sleepers wake then. */
let finish;
const finished = new Promise((resolve) => (finish = resolve));
const sleepUnlessDone = (ms) => Promise.race([sleep(ms), finished]);

const figures = {
  decisions: 0,
  conflicts: 0,
  failures: 0,
  undone: 0,
  left: 0,
  next204: 0,
  escalated: 0,
  escalateConflicts: 0,
  adminDecisions: 0,
  /** `next` answers with a video that was waiting for a second opinion: must stay 0. */
  escalatedHandedOut: 0,
};
/** The videos sent for a second opinion. */
const escalatedIds = new Set();
/** Video id → the moment a moderator received it and left, until it is handed out again. */
const leftBehind = new Map();
/** How long each left-behind claim kept its video from everybody else. */
const blocked = [];
/** Claims left behind that went back to the account that left them: no takeover for the trail. */
let reclaimed = 0;
const decided = new Set();
let decidedTwiceByAnswers = 0;

class Client {
  constructor(origin, account) {
    this.api = `${origin}/api/admin`;
    this.account = account;
    this.tokens = null;
  }

  async login() {
    const answer = await this.call('login', 'POST', '/auth', {
      email: this.account.email,
      password: this.account.password,
    });
    if (answer.status !== 200) throw new Error(`login ${answer.status} ${answer.body?.message}`);
    this.tokens = answer.body.result;
  }

  /** One call, timed under `kind`; an expired access token is renewed once, as the panel does. */
  async call(kind, method, path, body, renewed = false) {
    const headers = {};
    if (this.tokens) headers.Authorization = `Bearer ${this.tokens.accessToken}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const began = performance.now();
    const response = await fetch(`${this.api}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    timed(kind, performance.now() - began);
    const parsed = text === '' ? null : JSON.parse(text);
    if (response.status === 401 && this.tokens && !renewed) {
      const refresh = await this.call('refresh', 'POST', '/auth', {
        refreshToken: this.tokens.refreshToken,
      });
      if (refresh.status === 200) {
        this.tokens = refresh.body.result;
        return this.call(kind, method, path, body, true);
      }
    }
    return { status: response.status, body: parsed };
  }
}

/** One simulated moderator: works the queue until every video is decided. */
async function moderate(origin, account, authorId) {
  const client = new Client(origin, account);
  await client.login();
  /** Video id → the decision held back: its timer and its send. */
  const held = new Map();
  const sending = new Set();

  /**
   * Decisions (and releases) sent and not answered yet: the video still waits on the server (or is
   * still this moderator's) until they are.
   */
  const unanswered = new Set();
  const send = (id, action) => {
    unanswered.add(id);
    const run = (async () => {
      const answer =
        action === 'approve'
          ? await client.call('approve', 'POST', `/videos/${id}/approve`, {
              expectedStatus: 'moderation',
            })
          : await client.call('reject', 'POST', `/videos/${id}/reject`, {
              reason: REJECT_REASON,
              expectedStatus: 'moderation',
            });
      counted(id, answer);
      unanswered.delete(id);
    })();
    sending.add(run);
    void run.finally(() => sending.delete(run));
  };

  /** What the panel does as the tab closes: what is held back is sent at once. */
  const flushHeld = () => {
    for (const [id, decision] of held) {
      clearTimeout(decision.timer);
      clearTimeout(decision.undoTimer);
      send(id, decision.action);
    }
    held.clear();
  };

  while (decided.size < ITEMS) {
    // As the panel: what it holds back or has sent without an answer yet is not to be given again.
    const skip = [...new Set([...held.keys(), ...unanswered])].slice(-SKIP_MAX);
    const query = `authorId=${authorId}${skip.length > 0 ? `&skip=${skip.join(',')}` : ''}`;
    const next = await client.call('next', 'POST', `/videos/next?${query}`);
    if (next.status === 204) {
      figures.next204 += 1;
      await sleepUnlessDone(POLL_MS * (0.5 + random()));
      continue;
    }
    if (next.status !== 200) {
      figures.failures += 1;
      await sleepUnlessDone(POLL_MS);
      continue;
    }
    const now = performance.now();
    const { item } = next.body.result;
    if (escalatedIds.has(item.id)) figures.escalatedHandedOut += 1;
    const left = leftBehind.get(item.id);
    if (left) {
      blocked.push(now - left.at);
      leftBehind.delete(item.id);
      if (left.by === account.id) reclaimed += 1;
    }
    if (random() < LEAVE_RATE) {
      // The tab closes without a decision on this video: its claim stays until it lapses. The
      // moderator comes back once it has (before that, the server would give them the same video).
      figures.left += 1;
      leftBehind.set(item.id, { by: account.id, at: now });
      flushHeld();
      await sleepUnlessDone(CLAIM_TTL_MS + 1000);
      continue;
    }
    // The choice is drawn only when asked for: without --escalate the seed's runs stay as they were.
    if (ESCALATE_RATE > 0 && random() < ESCALATE_RATE) {
      await sleepUnlessDone(THINK_MS * (0.5 + random()));
      const asked = await client.call('escalate', 'POST', `/videos/${item.id}/escalate`, {
        note: ESCALATION_NOTE,
      });
      if (asked.status === 200) {
        figures.escalated += 1;
        escalatedIds.add(item.id);
      } else if (asked.status === 409) figures.escalateConflicts += 1;
      else figures.failures += 1;
      continue;
    }
    await sleepUnlessDone(THINK_MS * (0.5 + random()));
    if (decided.size >= ITEMS) break;
    const action = random() < 0.8 ? 'approve' : 'reject';
    const decision = { action, timer: null, undoTimer: null };
    decision.timer = setTimeout(() => {
      held.delete(item.id);
      send(item.id, action);
    }, UNDO_WINDOW_MS);
    if (random() < UNDO_RATE) {
      // «Отменить» within the window: nothing is sent, and the video is let go for anybody.
      decision.undoTimer = setTimeout(
        () => {
          if (held.get(item.id) !== decision) return;
          clearTimeout(decision.timer);
          held.delete(item.id);
          figures.undone += 1;
          // Not to be given back to this moderator while the release is on its way.
          unanswered.add(item.id);
          void client
            .call('release', 'DELETE', `/videos/${item.id}/claim`)
            .finally(() => unanswered.delete(item.id));
        },
        UNDO_WINDOW_MS * random() * 0.9,
      );
    }
    held.set(item.id, decision);
  }
  flushHeld();
  while (sending.size > 0) await Promise.all([...sending]);
}

/** A decision's answer, counted (the moderators' and the administrator's alike). */
function counted(id, answer) {
  if (answer.status === 200) {
    figures.decisions += 1;
    if (decided.has(id)) decidedTwiceByAnswers += 1;
    decided.add(id);
    if (decided.size === ITEMS) finish();
  } else if (answer.status === 409) figures.conflicts += 1;
  else figures.failures += 1;
}

/**
 * The administrator of «Вторые мнения»: reads what waits (`GET /escalations`) and decides each video,
 * which answers its request, until every video is decided.
 */
async function administrate(origin) {
  if (ESCALATE_RATE === 0) return;
  const admin = new Client(origin, ADMIN);
  await admin.login();
  while (decided.size < ITEMS) {
    const waiting = await admin.call('list', 'GET', '/escalations?queue=videos&limit=100');
    if (waiting.status !== 200) figures.failures += 1;
    else {
      for (const row of waiting.body.result.items) {
        const answer = await admin.call('approve', 'POST', `/videos/${row.itemId}/approve`, {
          expectedStatus: 'moderation',
        });
        if (answer.status === 200) figures.adminDecisions += 1;
        counted(row.itemId, answer);
      }
    }
    await sleepUnlessDone(POLL_MS);
  }
}

/** Every entry of the trail's `action` on videos since `since`, page by page. */
async function trail(admin, action, since) {
  const entries = [];
  for (let page = 1; ; page += 1) {
    const answer = await admin.call(
      'audit',
      'GET',
      `/audit?entityType=video&action=${action}&dateFrom=${since}&limit=100&page=${page}`,
    );
    if (answer.status !== 200) throw new Error(`audit ${answer.status} ${answer.body?.message}`);
    entries.push(...answer.body.result.items);
    if (answer.body.result.items.length === 0 || entries.length >= answer.body.result.total)
      return entries;
  }
}

function percentile(sorted, share) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
}
const round = (ms) => Math.round(ms * 10) / 10;

async function main() {
  const server = await startServer();
  try {
    const fill = await fetch(`${server.origin}/__mock/queue`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ videos: ITEMS, moderators: MODERATORS }),
    });
    if (fill.status !== 201) throw new Error(`__mock/queue ${fill.status} ${await fill.text()}`);
    const { authorId, videoIds, moderators } = await fill.json();
    const since = new Date(Date.now() - 1000).toISOString();

    const started = performance.now();
    await Promise.all([
      ...moderators.map((account) => moderate(server.origin, account, authorId)),
      administrate(server.origin),
    ]);
    const seconds = (performance.now() - started) / 1000;

    const admin = new Client(server.origin, ADMIN);
    await admin.login();
    const adminId = (await admin.call('self', 'GET', '/users/self')).body.result.id;
    const ours = new Set(videoIds);
    const perVideo = new Map();
    /** Decisions on videos sent for a second opinion made by anybody but the administrator. */
    let escalatedDecidedByModerator = 0;
    for (const action of ['approve', 'reject']) {
      for (const entry of await trail(admin, action, since)) {
        if (!ours.has(entry.entityId)) continue;
        perVideo.set(entry.entityId, (perVideo.get(entry.entityId) ?? 0) + 1);
        if (escalatedIds.has(entry.entityId) && entry.actor.id !== adminId)
          escalatedDecidedByModerator += 1;
      }
    }
    const askedInTrail = (await trail(admin, 'escalate', since)).filter((entry) =>
      ours.has(entry.entityId),
    ).length;
    const takeovers = (await trail(admin, 'claim_takeover', since)).filter((entry) =>
      ours.has(entry.entityId),
    ).length;
    const decidedTwice = [...perVideo.values()].filter((count) => count > 1).length;
    const decidedOnce = [...perVideo.values()].filter((count) => count === 1).length;
    const undecided = videoIds.filter((id) => !perVideo.has(id)).length;
    const sortedBlocked = [...blocked].sort((a, b) => a - b);

    const calls = Object.fromEntries(
      [...latencies].map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [
          kind,
          {
            count: sorted.length,
            p50: round(percentile(sorted, 0.5)),
            p99: round(percentile(sorted, 0.99)),
          },
        ];
      }),
    );
    const result = {
      moderators: MODERATORS,
      items: ITEMS,
      thinkMs: THINK_MS,
      undoWindowMs: UNDO_WINDOW_MS,
      claimTtlMs: CLAIM_TTL_MS,
      seconds: round(seconds),
      decisionsPerSecond: round(figures.decisions / seconds),
      decisions: figures.decisions,
      conflicts: figures.conflicts,
      conflictShare: figures.decisions === 0 ? 0 : figures.conflicts / figures.decisions,
      failures: figures.failures,
      undone: figures.undone,
      nothingFree: figures.next204,
      decidedOnce,
      decidedTwice,
      decidedTwiceByAnswers,
      undecided,
      leftBehind: {
        claims: figures.left,
        takenOver: takeovers,
        handedOutAgain: blocked.length,
        reclaimed,
        notHandedOut: leftBehind.size,
        blockedMaxMs: round(sortedBlocked.at(-1) ?? 0),
        blockedP50Ms: round(percentile(sortedBlocked, 0.5)),
      },
      secondOpinions: {
        share: ESCALATE_RATE,
        asked: figures.escalated,
        askedInTrail,
        conflicts: figures.escalateConflicts,
        decidedByAdministrator: figures.adminDecisions,
        decidedByModerator: escalatedDecidedByModerator,
        handedOutByNext: figures.escalatedHandedOut,
      },
      calls,
    };
    if (args.json) console.log(JSON.stringify(result));
    else print(result);
    const secondOpinionsKept =
      escalatedDecidedByModerator === 0 && figures.escalatedHandedOut === 0;
    return decidedTwice === 0 && undecided === 0 && decidedOnce === ITEMS && secondOpinionsKept
      ? 0
      : 1;
  } finally {
    server.stop();
  }
}

function print(result) {
  const lines = [
    `Queue simulation: ${result.moderators} moderators, ${result.items} videos, think ~${result.thinkMs} ms, undo window ${result.undoWindowMs} ms, claims ${result.claimTtlMs / 1000} s`,
    `  ${result.seconds} s, ${result.decisionsPerSecond} decisions/s (${result.decisions} decisions, ${result.undone} undone)`,
    `  decided once ${result.decidedOnce} of ${result.items}, decided twice ${result.decidedTwice} (audit trail), not decided ${result.undecided}`,
    `  409s ${result.conflicts} (${(result.conflictShare * 100).toFixed(2)} % of decisions), other failures ${result.failures}, «nothing free» answers ${result.nothingFree}`,
    `  second opinions ${result.secondOpinions.asked} (share ${result.secondOpinions.share}): decided by the administrator ${result.secondOpinions.decidedByAdministrator}, by a moderator ${result.secondOpinions.decidedByModerator}, handed out by next while waiting ${result.secondOpinions.handedOutByNext}`,
    `  claims left behind ${result.leftBehind.claims} (taken over ${result.leftBehind.takenOver}): their video waited ${result.leftBehind.blockedP50Ms} ms at the median, ${result.leftBehind.blockedMaxMs} ms at most, until handed out again`,
    '  calls (ms):',
    ...Object.entries(result.calls).map(
      ([kind, { count, p50, p99 }]) =>
        `    ${kind.padEnd(8)} ${String(count).padStart(7)} calls  p50 ${String(p50).padStart(7)}  p99 ${String(p99).padStart(7)}`,
    ),
  ];
  console.log(lines.join('\n'));
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
