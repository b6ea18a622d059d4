import { usersListContract } from '@/contract/users-list';
import { listSearchFrom, orDefault } from '@/shared/table/list-search';
import * as z from 'zod/mini';

/** URL state of the user index and the user card, kept apart from components so route files stay light. */
export const USER_TABS = ['videos', 'comments', 'complaints', 'contributions'] as const;
export type UserTab = (typeof USER_TABS)[number];

/** The list's contract (src/contract/users.ts); the table sorts by the columns it shows, not by nickname. */
export const usersList = listSearchFrom(usersListContract, {
  sorts: ['createdAt', 'lastSeenAt', 'videosCount'],
});
export type UsersSearch = typeof usersList.defaults;

export const userCardSearchSchema = z.object({ tab: orDefault(z.enum(USER_TABS), 'videos') });
