import { defineListContract, listFilter } from './list';

/**
 * The users' list contract and statuses (docs/product.md#users): what the URL state of the list
 * needs, apart from the bodies the server takes (users.ts), so the route's search schema brings no
 * form rules to the first chunk.
 */

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * `GET /users`: newest first. The API sorts by `nickname` too; the panel's table offers the other
 * three (users/search.ts).
 */
export const usersListContract = defineListContract({
  sorts: ['createdAt', 'lastSeenAt', 'videosCount', 'nickname'],
  sort: 'createdAt',
  filters: { role: listFilter.id(), status: listFilter.oneOf(USER_STATUSES) },
});
