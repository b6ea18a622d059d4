import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client';
import { ADMIN_ROLE, isoDate, roleSchema } from '../api/schemas';

/** The user entity (PRODUCT §5 Users); `/users/self` and `/users/{id}` both answer it. */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  nickname: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  roles: z.array(roleSchema),
  status: z.enum(['active', 'blocked']),
  blockReason: z.string().nullable(),
  blockedUntil: isoDate.nullable(),
  balance: z.number().int(),
  videosCount: z.number().int(),
  complaintsCount: z.number().int(),
  createdAt: isoDate,
  lastSeenAt: isoDate.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const selfQueryKey = ['users', 'self'] as const;

export const selfQueryOptions = () =>
  queryOptions({
    queryKey: selfQueryKey,
    queryFn: ({ signal }) => api.get('users/self', userSchema, { signal }),
    staleTime: 5 * 60_000,
  });

export function isAdmin(user: Pick<User, 'roles'> | undefined): boolean {
  return Boolean(user?.roles.some((role) => role.name === ADMIN_ROLE));
}

/** For components under the authenticated layout, whose loader already fetched the profile. */
export function useSelf(): User {
  return useSuspenseQuery(selfQueryOptions()).data;
}
