import * as z from 'zod/mini';
import { listSearchSchema, optionalFilter, positiveId } from '@/shared/table/list-search';

/** URL state of the user card, kept apart from components so the route file stays light. */
export const USER_TABS = ['videos', 'comments', 'complaints', 'contributions'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const USER_SORTS = ['createdAt', 'lastSeenAt', 'videosCount'] as const;

export const usersSearchSchema = z.extend(listSearchSchema(USER_SORTS, 'createdAt'), {
  role: optionalFilter(positiveId),
  status: optionalFilter(z.enum(['active', 'blocked'])),
});
export type UsersSearch = z.output<typeof usersSearchSchema>;
