import * as z from 'zod/mini';
import { contestRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';
import { VIDEO_STATUSES } from '@/contract/videos';

/** The users area's own view of other areas' rows: only the fields the tabs show. */
export const userVideoSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(VIDEO_STATUSES),
  views: z.number(),
  complaintsCount: z.number(),
  createdAt: isoDate,
});
export const userCommentSchema = z.object({
  id: z.number(),
  text: z.string(),
  status: z.enum(['visible', 'hidden']),
  video: z.object({ id: z.number(), title: z.string() }),
  complaintsCount: z.number(),
  createdAt: isoDate,
});
export const userComplaintSchema = z.object({
  id: z.number(),
  targetType: z.enum(['video', 'comment', 'user']),
  reason: z.object({ id: z.number(), title: z.string() }),
  text: z.string(),
  reporter: userSummarySchema,
  status: z.enum(['new', 'resolved', 'rejected']),
  createdAt: isoDate,
});
export const userContributionSchema = z.object({
  id: z.number(),
  contest: z.nullable(contestRefSchema),
  amount: z.int(),
  type: z.enum(['entry_fee', 'donation']),
  status: z.enum(['succeeded', 'pending', 'failed', 'refunded']),
  createdAt: isoDate,
});

export type UserVideo = z.infer<typeof userVideoSchema>;
export type UserComment = z.infer<typeof userCommentSchema>;
export type UserComplaint = z.infer<typeof userComplaintSchema>;
export type UserContribution = z.infer<typeof userContributionSchema>;
