import * as z from 'zod/mini';
import { isoDate, userSummarySchema, videoRefSchema } from './common';
import { COMMENT_STATUSES } from './comments-list';

// The statuses and the list contract, in a module of their own for the list's URL state.
export * from './comments-list';
export * from './comments-labels';

/**
 * The comment contract (docs/product.md#comments): its statuses and labels, the list, and the item.
 * The panel, the mock and the OpenAPI document read it: free of React, the router and the UI.
 */
export const commentSchema = z.object({
  id: z.number(),
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  author: userSummarySchema,
  video: videoRefSchema,
  complaintsCount: z.int().check(z.nonnegative()),
  createdAt: isoDate,
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * A moderator hides and restores comments; deleting them (one or in bulk) is the administrators'
 * (docs/product.md#roles): the server's 409 for a moderator's try (never 403, which logs out).
 */
export const COMMENT_DELETE_ADMIN_ONLY_MESSAGE = 'Удалять комментарии может только администратор';

/** What `POST /comments/bulk` may do with the selected comments. */
export const COMMENT_BULK_ACTIONS = ['hide', 'restore', 'delete'] as const;
export type CommentBulkAction = (typeof COMMENT_BULK_ACTIONS)[number];
