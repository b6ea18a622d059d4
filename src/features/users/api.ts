import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
import { pageOf } from '@/shared/api/schemas';
import { userSchema } from '@/shared/session/self';
import { listSearchSchema } from '@/shared/table/list-search';

export const USER_SORTS = ['createdAt', 'lastSeenAt', 'videosCount'] as const;

export const usersSearchSchema = listSearchSchema(USER_SORTS, 'createdAt').extend({
  role: z.number().int().positive().optional().catch(undefined),
  status: z.enum(['active', 'blocked']).optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

export const usersKeys = {
  all: ['users'] as const,
  list: (search: UsersSearch) => ['users', 'list', search] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

export const usersListQueryOptions = (search: UsersSearch) =>
  queryOptions({
    queryKey: usersKeys.list(search),
    queryFn: ({ signal }) => api.get('users', pageOf(userSchema), { searchParams: search, signal }),
    placeholderData: keepPreviousData,
  });

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api.get(`users/${id}`, userSchema, { signal }),
  });
