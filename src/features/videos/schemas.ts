import * as z from 'zod/mini';
import { categoryRefSchema, contestRefSchema } from '@/shared/api/references';
import { claimSchema, isoDate, userSummarySchema } from '@/shared/api/schemas';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import {
  REJECT_REASON_LONG_MESSAGE,
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  REJECT_REASON_SHORT_MESSAGE,
  VIDEO_STATUSES,
  videoDescriptionField,
  videoTitleField,
} from '@/contract/videos';

/** The panel's side of the video contract (src/contract/videos.ts). */
export {
  REJECT_REASON_MAX,
  VIDEO_DESCRIPTION_MAX as DESCRIPTION_MAX,
  VIDEO_STATUSES,
  VIDEO_TITLE_MAX as TITLE_MAX,
  type VideoStatus,
} from '@/contract/videos';

export const videoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(VIDEO_STATUSES),
  rejectReason: z.nullable(z.string()),
  previewUrl: z.string(),
  videoUrl: z.string(),
  durationSec: z.int().check(z.nonnegative()),
  category: categoryRefSchema,
  contest: z.nullable(contestRefSchema),
  author: userSummarySchema,
  views: z.int(),
  likes: z.int(),
  commentsCount: z.int(),
  complaintsCount: z.int(),
  createdAt: isoDate,
  moderatedAt: z.nullable(isoDate),
  moderatedBy: z.nullable(userSummarySchema),
  claim: claimSchema,
});
export type Video = z.infer<typeof videoSchema>;

/** Reject reason: required, 5–500 characters (the mock's 422 has the same bounds). */
export const rejectReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.minLength(REJECT_REASON_MIN, REJECT_REASON_SHORT_MESSAGE),
    z.maxLength(REJECT_REASON_MAX, REJECT_REASON_LONG_MESSAGE),
  );

export const videoFormSchema = z.object({
  title: videoTitleField,
  description: videoDescriptionField,
  categoryId: z.string(EMPTY_MESSAGE).check(z.minLength(1, EMPTY_MESSAGE)),
  contestId: z.nullable(z.string()),
});
export type VideoFormValues = z.infer<typeof videoFormSchema>;
