import * as z from 'zod/mini';
import { videoRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';

/** PRODUCT §5, Comments row. Apart from the API code so that the mock's contract can import it. */
export const COMMENT_STATUSES = ['visible', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

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
