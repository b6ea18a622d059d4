/**
 * `npm run mock:server` — the mock backend as a standalone HTTP server
 * (docs/mock-backend.md#mock-server): the same handlers and seeded database as the browser's
 * service worker and the tests' msw/node, served by a thin node:http bridge (bridge.ts). Run by
 * plain Node 24 with mocks/server/register.ts loaded first.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createMockHttpServer } from './bridge';
import { serverStorage } from './storage';
import { setStorageBackend } from '../storage';

const USAGE = `Usage: npm run mock:server -- [options]

  --port <n>          port to listen on (default 8787; 0 picks a free one)
  --host <address>    address to listen on (default 127.0.0.1)
  --data <file.json>  keep the data in this JSON file across restarts (default: in memory only)
  --reset             start from the seed data (with --data: overwrite the file)
  --latency <ms>      delay every answer by this many ms (default 0)
  --public-url <url>  origin put in media URLs (default http://<host>:<port>)
  --quiet             no log line per request
  --colleague         simulate a second moderator who claims and decides queue items every few
                      seconds (default off)
  --claim-ttl <ms>    how long a queue item's claim lasts (default 120000)
  --audit-max <n>     how many audit entries the trail keeps (default 3000)
  --help              this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function integer(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) fail(`--${name}: expected 0…${max}`);
  return value;
}

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        reset: { type: 'boolean', default: false },
        latency: { type: 'string' },
        'public-url': { type: 'string' },
        quiet: { type: 'boolean', default: false },
        colleague: { type: 'boolean', default: false },
        'claim-ttl': { type: 'string' },
        'audit-max': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = integer('port', args.port, 8787, 65_535);
const latencyMs = integer('latency', args.latency, 0, 60_000);
const claimTtlMs = integer('claim-ttl', args['claim-ttl'], 120_000, 3_600_000);
const auditMax = integer('audit-max', args['audit-max'], 3000, 10_000_000);
const dataFile = args.data ? resolve(args.data) : null;

// The database loads from storage when its module is first imported: plug it in before that.
const storage = serverStorage(dataFile, { reset: args.reset });
setStorageBackend(storage);
const { handlers } = await import('../handlers');
const { serverHandlers } = await import('./handlers');
const { setControls } = await import('../controls');
const { setMediaOrigin } = await import('../views');
const { openApiDocument } = await import('../openapi/document');

setControls({ latencyMs, colleague: args.colleague });
const { setClaimTtl } = await import('../claims');
const { setAuditMax } = await import('../audit');
setClaimTtl(claimTtlMs);
setAuditMax(auditMax);
const { startColleague } = await import('../colleague');
const stopColleague = startColleague();

let openapi: ReturnType<typeof openApiDocument> | undefined;
const time = () => new Date().toISOString().slice(11, 23);
const server = createMockHttpServer({
  handlers: [
    ...serverHandlers(
      { latencyMs, colleague: args.colleague },
      () => (openapi ??= openApiDocument()),
    ),
    ...handlers,
  ],
  log: args.quiet ? undefined : (line) => console.log(`${time()} ${line}`),
});

server.on('error', (error) => {
  console.error(`Mock server: ${error.message}`);
  process.exit(1);
});

server.listen(port, args.host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const host = /^(0\.0\.0\.0|::)$/.test(args.host) ? 'localhost' : args.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  setMediaOrigin(args['public-url'] ?? origin);
  console.log(`Mock server: ${origin}`);
  console.log(
    `  API ${origin}/api/admin · data ${dataFile ?? 'in memory'} · latency ${latencyMs} ms`,
  );
  if (args.colleague) console.log('  simulated colleague: on');
});

function stop() {
  stopColleague();
  storage.flush();
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
