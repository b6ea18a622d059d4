import { http } from 'msw';
import { API } from '@mocks/http';
import { server } from '@mocks/node';

/**
 * What the server was sent: the one recorder of the tests (lint refuses a listener of the mock's
 * network elsewhere).
 */
export interface SentRequest {
  method: string;
  /** `/api/admin/videos/5/approve` */
  path: string;
  url: URL;
  authorization: string | null;
  keepalive: boolean;
  /** The body as sent ('' for none). */
  text: string;
  /** The body parsed as JSON (its text if it is not JSON), undefined for none. */
  body: unknown;
}

/** The methods that change something on the server. */
export const CHANGES = ['POST', 'PUT', 'PATCH', 'DELETE'];

export interface RequestFilter {
  method?: string | string[];
  /** Tested against the path (`/api/admin/…`). */
  path?: RegExp;
}

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Every request from now on that `filter` lets through, in the order they were sent, as `view`
 * makes of it (the whole request by default). A request joins the list the moment it is sent, so a
 * check that nothing was sent never misses one; its body is read a moment later: until then a
 * view of it is `{ pending: 'POST /api/admin/…' }` (the whole request: `text` '' and `body`
 * undefined), so wait for what a body holds (`waitFor`), and assert that nothing was sent once the
 * moment it would have been has passed (a notice shown after it, the held decisions sent).
 */
export function recordRequests(filter?: RequestFilter): SentRequest[];
export function recordRequests<T>(filter: RequestFilter, view: (request: SentRequest) => T): T[];
export function recordRequests<T>(
  filter: RequestFilter = {},
  view?: (request: SentRequest) => T,
): T[] {
  const methods = filter.method === undefined ? undefined : ([] as string[]).concat(filter.method);
  const seen: T[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (methods && !methods.includes(request.method)) return;
    if (filter.path && !filter.path.test(url.pathname)) return;
    const sent: SentRequest = {
      method: request.method,
      path: url.pathname,
      url,
      authorization: request.headers.get('Authorization'),
      keepalive: request.keepalive,
      text: '',
      body: undefined,
    };
    if (request.body === null) return void seen.push(view ? view(sent) : (sent as T));
    const placeholder = view ? ({ pending: `${sent.method} ${sent.path}` } as T) : (sent as T);
    seen.push(placeholder);
    void request
      .clone()
      .text()
      // A request the network failed may leave its body unread: it stays recorded without it.
      .catch(() => '')
      .then((text) => {
        sent.text = text;
        sent.body = parsed(text);
        const index = seen.indexOf(placeholder);
        if (view && index >= 0) seen[index] = view(sent);
      });
  });
  return seen;
}

/** `METHOD /path` of every request from now on whose path matches `pattern`, in order. */
export const recordCalls = (pattern: RegExp, method?: string): string[] =>
  recordRequests({ path: pattern, method }, (request) => `${request.method} ${request.path}`);

/** The path and JSON body (if any) of every POST from now on whose path matches `pattern`. */
export const recordPosts = (pattern: RegExp): Array<{ path: string; body: unknown }> =>
  recordRequests({ path: pattern, method: 'POST' }, ({ path, body }) => ({ path, body }));

/** The path of every request from now on (POSTs by default) whose path matches `pattern`. */
export const recordPaths = (pattern: RegExp, method = 'POST'): string[] =>
  recordRequests({ path: pattern, method }, (request) => request.path);

/** The status of every answer the mock gives from now on to a path matching `pattern`, in order. */
export function recordAnswers(pattern: RegExp): number[] {
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (pattern.test(new URL(request.url).pathname)) statuses.push(response.status);
  });
  return statuses;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The answers to `method` on `path` (`categories/:id`, under the API's base) wait until `release()`:
 * what the page shows while its call is under way. Then `answer` answers, or the mock as usual.
 * Released, later calls are answered at once.
 */
export function holdAnswers(
  method: Method,
  path: string,
  answer?: () => Response,
): { release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](`${API}/${path}`, async () => {
      await released;
      return answer?.();
    }),
  );
  return { release };
}
