import Cookies from 'js-cookie';
import { server } from '@mocks/node';
import { ADMIN_LOGIN } from '@mocks/testing';
import { tokenPairSchema } from './schemas';
import { storeTokens, type TokenPair } from '../session/tokens';
import { currentSession, reloadsOf, tab } from '@/test/session';

export const AUTH = '/api/admin/auth';
export const SELF = '/api/admin/users/self';

interface Seen {
  method: string;
  path: string;
  url: URL;
  authorization: string | null;
  body: Promise<unknown>;
}

/** Every request that reaches the mock network, in order (MSW 3 life-cycle events). */
export function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? Promise.resolve(undefined)
        : request
            .clone()
            .text()
            .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
      body,
    });
  });
  return seen;
}

export const only = (seen: Seen[], method: string, path: string) =>
  seen.filter((entry) => entry.method === method && entry.path === path);

/** Tokens issued in the same millisecond as an "expire now" still count as expired: step past it. */
export const pastExpiryMoment = () => new Promise((resolve) => setTimeout(resolve, 5));

export async function loginAsAdmin(): Promise<TokenPair> {
  const tokens = await tab.api.post('auth', tokenPairSchema, ADMIN_LOGIN);
  storeTokens(tokens);
  return tokens;
}

export function cookies() {
  return { accessToken: Cookies.get('accessToken'), refreshToken: Cookies.get('refreshToken') };
}

export function reloads(): number {
  return reloadsOf(currentSession());
}

let callCount = 0;

/**
 * The app makes every call through the query cache, which shows the failure the client describes
 * (query-client.ts); a call here goes the same way, so its notification is what a user would see.
 */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  callCount += 1;
  await tab.queryClient
    // Each call has its own key: the promise it wraps is that call.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    .fetchQuery({ queryKey: ['client-test', callCount], queryFn: () => promise })
    .catch(() => undefined);
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
