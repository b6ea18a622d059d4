import { defineListSearch, filter, orDefault } from '@/shared/table/list-search';
import * as z from 'zod/mini';

/** URL state of the user index and the user card, kept apart from components so route files stay light. */
export const USER_TABS = ['videos', 'comments', 'complaints', 'contributions'] as const;
export type UserTab = (typeof USER_TABS)[number];

export const usersList = defineListSearch({
  sorts: ['createdAt', 'lastSeenAt', 'videosCount'],
  sort: 'createdAt',
  filters: { role: filter.id(), status: filter.oneOf(['active', 'blocked']) },
});
export type UsersSearch = typeof usersList.defaults;

export const userCardSearchSchema = z.object({ tab: orDefault(z.enum(USER_TABS), 'videos') });
