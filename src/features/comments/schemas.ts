import * as z from 'zod/mini';
import { videoRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';

import { COMMENT_STATUSES } from '@/contract/comments';

/** PRODUCT §5, Comments row. Apart from the API code so that the mock's contract can import it. */
export { COMMENT_STATUSES, type CommentStatus } from '@/contract/comments';

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
