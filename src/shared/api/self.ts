import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { ApiError } from './errors';
import { selfQueryKey } from './keys';
import { apiOf } from './session';
import { hasAdminRole } from '@/contract/roles';
import { userSchema, type User } from './schemas';

export { userSchema, type User } from './schemas';
export { selfQueryKey };

export const selfQueryOptions = () =>
  queryOptions({
    queryKey: selfQueryKey,
    queryFn: ({ client, signal }) => apiOf(client).get('users/self', userSchema, { signal }),
    staleTime: 5 * 60_000,
    // Without the profile no page can open: a server error gets a second try a second later.
    // A 4xx would answer the same again, and 401/403 are the session's business
    // (docs/product.md#error-policy).
    retry: (failureCount, error) =>
      failureCount < 1 && error instanceof ApiError && error.status >= 500,
    retryDelay: 1000,
    // Where it fails, the page says so: the shell's error state, or the login form's error line.
  });

export function isAdmin(user: Pick<User, 'roles'> | undefined): boolean {
  return user !== undefined && hasAdminRole(user);
}

/** For components under the authenticated layout, whose loader already fetched the profile. */
export function useSelf(): User {
  return useSuspenseQuery(selfQueryOptions()).data;
}
