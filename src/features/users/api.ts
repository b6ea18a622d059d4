import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { notifySuccess } from '@/shared/ui/notify';
import { userSchema, type User } from '@/shared/api/self';
import type { UsersSearch } from './search';

export const usersListQueryOptions = (search: UsersSearch) =>
  listQueryOptions(keys.users, 'users', userSchema, search);

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.users.detail(id),
    queryFn: ({ client, signal }) => apiOf(client).get(`users/${id}`, userSchema, { signal }),
  });

/** After any change to a user: every list and card showing them refetches; the own profile too. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(keys.users.detail(user.id), user);
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: keys.users.all,
        predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] === user.id,
      }),
      queryClient.invalidateQueries({ queryKey: keys.videos.all }),
    ]);
  };
}

export interface BlockInput {
  id: number;
  reason: string;
  /** ISO date; null blocks forever. */
  until: string | null;
}

/**
 * `PATCH /users/{id}/block` (docs/product.md#fine-points) — our second parameter is `block` or
 * `unblock`.
 */
export function useBlockUser() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: ({ id, reason, until }: BlockInput, { client }) =>
      apiOf(client).patch(`users/${id}/block`, userSchema, { reason, until }),
    // The card shows the answer at once (refresh sets it); the dialog closes then, not after every
    // list of users and videos has been fetched again.
    onSuccess: (user) => {
      notifySuccess(`Пользователь ${user.nickname} заблокирован`);
      void refresh(user);
    },
  });
}

export function useUnblockUser() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (id: number, { client }) => apiOf(client).patch(`users/${id}/unblock`, userSchema),
    onSuccess: (user) => {
      notifySuccess(`Пользователь ${user.nickname} разблокирован`);
      void refresh(user);
    },
  });
}

export function useUpdateRoles() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: ({ id, roleIds }: { id: number; roleIds: number[] }, { client }) =>
      apiOf(client).patch(`users/${id}/roles`, userSchema, { roleIds }),
    onSuccess: (user) => {
      notifySuccess('Роли сохранены');
      return refresh(user);
    },
  });
}
