import { server } from '@mocks/node';

/** `METHOD /path` of every request from now on whose path matches `pattern`, in order. */
export function recordCalls(pattern: RegExp, method?: string): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (pattern.test(path) && (!method || request.method === method))
      calls.push(`${request.method} ${path}`);
  });
  return calls;
}

/** The path and JSON body (if any) of every POST from now on whose path matches `pattern`. */
export function recordPosts(pattern: RegExp): Array<{ path: string; body: unknown }> {
  const calls: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !pattern.test(path)) return;
    const text = await request.clone().text();
    calls.push({ path, body: text ? (JSON.parse(text) as unknown) : undefined });
  });
  return calls;
}

/** The path of every request from now on (POSTs by default) whose path matches `pattern`. */
export function recordPaths(pattern: RegExp, method = 'POST'): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === method && pattern.test(path)) paths.push(path);
  });
  return paths;
}
