import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
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

/**
 * The signed-in user's id, for what each row of a list reads (who holds its item, its unsent
 * decision): from the cache the authenticated layout has filled, without a query observer per row
 * (three on each row of the video queue). The id cannot change while the page lives: another user
 * means a logout, which reloads the page.
 */
export function useSelfId(): number {
  const queryClient = useQueryClient();
  const self = queryClient.getQueryData<User>(selfQueryKey);
  if (self) return self.id;
  // Drawn before the profile is there (outside the layout): it waits for it, or shows its failure
  // to the error boundary, as `useSelf` does.
  const failure = queryClient.getQueryState(selfQueryKey)?.error;
  if (failure) throw failure;
  throw queryClient.ensureQueryData(selfQueryOptions());
}
