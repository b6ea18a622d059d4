import Cookies from 'js-cookie';
import { ADMIN_LOGIN } from '@mocks/testing';
import { tokenPairSchema } from './schemas';
import { storeTokens, type TokenPair } from '../session/tokens';
import { currentSession, reloadsOf, tab } from '@/test/session';
import { recordRequests, type SentRequest } from '@/test/requests';

export const AUTH = '/api/admin/auth';
export const SELF = '/api/admin/users/self';

export { recordRequests };

export const only = (seen: SentRequest[], method: string, path: string) =>
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
