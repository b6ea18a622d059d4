import { z } from 'zod';
import { categoryRefSchema, contestRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';

/** PRODUCT §5, Videos row. */
export const VIDEO_STATUSES = ['moderation', 'published', 'rejected'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_STATUS_LABEL: Record<VideoStatus, string> = {
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
};

export const videoSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(VIDEO_STATUSES),
  rejectReason: z.string().nullable(),
  previewUrl: z.string(),
  videoUrl: z.string(),
  durationSec: z.number().int().nonnegative(),
  category: categoryRefSchema,
  contest: z.nullable(contestRefSchema),
  author: userSummarySchema,
  views: z.number().int(),
  likes: z.number().int(),
  commentsCount: z.number().int(),
  complaintsCount: z.number().int(),
  createdAt: isoDate,
  moderatedAt: z.nullable(isoDate),
  moderatedBy: z.nullable(userSummarySchema),
});
export type Video = z.infer<typeof videoSchema>;

/** Reject reason: required, 5–500 characters (same rule as the mock's 422). */
export const rejectReasonSchema = z
  .string()
  .trim()
  .min(1, EMPTY_MESSAGE)
  .min(5, 'Причина: не короче 5 символов')
  .max(500, 'Причина: не длиннее 500 символов');

export const videoFormSchema = z.object({
  title: z.string().trim().min(1, EMPTY_MESSAGE).max(150, 'Название: не длиннее 150 символов'),
  description: z.string().max(5000, 'Описание: не длиннее 5000 символов'),
  categoryId: z.string({ error: EMPTY_MESSAGE }).min(1, EMPTY_MESSAGE),
  contestId: z.string().nullable(),
});
export type VideoFormValues = z.infer<typeof videoFormSchema>;
