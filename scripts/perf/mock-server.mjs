/** The processes the benchmarks start, and the mock server's API as they call it. */
import { spawn } from 'node:child_process';

/** Starts `command` and resolves once its output says `ready`; rejects when it exits before. */
export function startProcess(command, argv, ready, name = argv.join(' ')) {
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStarted, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes(ready)) resolveStarted(child);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
}

/** `npm run mock:server` on `port`: in memory, no latency. */
export function startMockServer(port) {
  return startProcess(
    process.execPath,
    [
      '--import',
      './mocks/server/register.ts',
      'mocks/server/main.ts',
      '--port',
      String(port),
      '--quiet',
    ],
    'Mock server:',
    'the mock server',
  );
}

/**
 * `npm run mock:server` (quiet) with `args` (`--port 0` takes a free port): resolves to its origin,
 * read from what it prints once it listens, and a stop.
 */
export function runMockServer(args) {
  const child = spawn(
    process.execPath,
    ['--import', './mocks/server/register.ts', 'mocks/server/main.ts', '--quiet', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = /Mock server: (http:\/\/\S+)/.exec(output);
      if (found) resolve({ origin: found[1], stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
  });
}

/** `api`: the mock server's API root (`http://127.0.0.1:8790/api/admin`). */
export async function apiCall(api, path, init = {}) {
  const response = await fetch(`${api}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).result;
}

const ADMIN = { email: 'admin@whowillwin.ru', password: 'admin123' };

/** The administrator's tokens. */
export const login = (api) =>
  apiCall(api, '/auth', { method: 'POST', body: JSON.stringify(ADMIN) });

/** The browser context holds `tokens` as cookies, set as the app sets them (session/tokens.ts). */
export async function holdTokens(context, tokens) {
  await context.setCookie(
    ...Object.entries(tokens).map(([name, value]) => ({
      name,
      value,
      domain: '127.0.0.1',
      path: '/',
      sameSite: 'Strict',
    })),
  );
}

/** The browser context holds the cookies of a real login against the mock server. */
export async function logIn(context, api) {
  await holdTokens(context, await login(api));
}
