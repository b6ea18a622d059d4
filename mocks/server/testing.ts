import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bypass } from 'msw';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningMockServer {
  origin: string;
  /** Everything it printed so far, line by line. */
  lines: string[];
  /**
   * The first line printed that matches `pattern`, once it is printed. No timeout of its own: the
   * test's decides (a busy machine's server may print it late, never wrongly).
   */
  printed(pattern: RegExp): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `npm run mock:server`'s command on a free port (`--port 0`) in a child process and resolves
 * once it has printed its address. No timeout of its own: the caller's hook timeout decides.
 */
export function startMockServer(args: string[] = []): Promise<RunningMockServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './mocks/server/register.ts', 'mocks/server/main.ts', '--port', '0', ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  const waiting = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const line = lines.find((candidate) => pattern.test(candidate));
      if (line !== undefined) resolve(line);
      else waiting.add({ pattern, resolve });
    });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        for (const waiter of waiting) {
          if (!waiter.pattern.test(line)) continue;
          waiting.delete(waiter);
          waiter.resolve(line);
        }
        const address = /^Mock server: (http:\/\/\S+)$/.exec(line);
        if (address?.[1]) resolve({ origin: address[1], lines, printed, stop });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`mock server exited with ${code} before listening:\n${errors}`)),
    );
  });
}

/**
 * fetch to the real server: in Vitest msw/node intercepts every call (tests/setup.ts), and its handlers
 * match any origin, so the call says it wants the network.
 */
export function fetchServer(url: string, init?: RequestInit): Promise<Response> {
  return fetch(bypass(url, init));
}
