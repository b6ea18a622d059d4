import { defineListContract, listFilter } from './list';

/**
 * The comments' statuses and list (sorts and filters): what the URL state of the list needs,
 * apart from the item's schema (comments.ts).
 */
export const COMMENT_STATUSES = ['visible', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** `GET /comments`: newest first; no status is every comment (the list has no switch). */
export const commentsListContract = defineListContract({
  sorts: ['createdAt', 'complaintsCount'],
  sort: 'createdAt',
  filters: {
    status: listFilter.oneOf(COMMENT_STATUSES),
    videoId: listFilter.id(),
    authorId: listFilter.id(),
    hasComplaints: listFilter.flag(),
  },
});
