import { z } from 'zod';
import { listSearchSchema } from '@/shared/table/list-search';

/** URL state of the user card, kept apart from components so the route file stays light. */
export const USER_TABS = ['videos', 'comments', 'complaints', 'contributions'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const USER_SORTS = ['createdAt', 'lastSeenAt', 'videosCount'] as const;

export const usersSearchSchema = listSearchSchema(USER_SORTS, 'createdAt').extend({
  role: z.number().int().positive().optional().catch(undefined),
  status: z.enum(['active', 'blocked']).optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

