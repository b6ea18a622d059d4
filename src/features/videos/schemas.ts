import * as z from 'zod/mini';
import { categoryRefSchema, contestRefSchema } from '@/shared/api/references';
import { claimSchema, isoDate, userSummarySchema } from '@/shared/api/schemas';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';

/** PRODUCT §5, Videos row. */
export const VIDEO_STATUSES = ['moderation', 'published', 'rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

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

export const REJECT_REASON_MAX = 500;
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;

/** Reject reason: required, 5–500 characters (same rule as the mock's 422). */
export const rejectReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.minLength(5, 'Причина: не короче 5 символов'),
    z.maxLength(REJECT_REASON_MAX, 'Причина: не длиннее 500 символов'),
  );

export const videoFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, EMPTY_MESSAGE),
      z.maxLength(TITLE_MAX, 'Название: не длиннее 150 символов'),
    ),
  description: z.string().check(z.maxLength(DESCRIPTION_MAX, 'Описание: не длиннее 5000 символов')),
  categoryId: z.string(EMPTY_MESSAGE).check(z.minLength(1, EMPTY_MESSAGE)),
  contestId: z.nullable(z.string()),
});
export type VideoFormValues = z.infer<typeof videoFormSchema>;
