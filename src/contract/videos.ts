import * as z from 'zod/mini';
import {
  categoryRefSchema,
  claimSchema,
  contestRefSchema,
  isoDate,
  userSummarySchema,
} from './common';
import { itemEscalationSchema } from './escalations-item';
import { EMPTY_MESSAGE, trimmedText } from './validation';
import { videoRiskReadSchema } from './video-risk-schemas';
import { VIDEO_STATUSES } from './videos-list';

// The statuses and the list contract, in a module of their own for the list's URL state.
export * from './videos-list';
export * from './videos-labels';

/**
 * The video contract (docs/product.md#videos): statuses, field limits and their messages, the body
 * `PATCH /videos/{id}` takes, the reject reason, and the list's sorts and filters. The panel, the
 * mock's handler and the OpenAPI document are built from it: free of React, the router and the UI.
 */

/** docs/product.md#videos: what `GET /videos` and every decision answer. */
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
  /** The highest frame risk of its scores (video-risk.ts); null until scored. */
  riskMax: z.nullable(z.number()),
  /**
   * Its scores, null until scored: in the answers about one video (its page, a decision, the next
   * item); a list's rows leave them out (up to 200 frames each) and carry `riskMax` only.
   */
  risk: z.optional(z.nullable(videoRiskReadSchema)),
  /** The second opinion it waits for (src/contract/escalations.ts); absent or null: none. */
  escalation: z.optional(z.nullable(itemEscalationSchema)),
});
export type Video = z.infer<typeof videoSchema>;

/** What `POST /videos/bulk` may do with the selected videos. */
export const VIDEO_BULK_ACTIONS = ['approve', 'reject'] as const;
export type VideoBulkAction = (typeof VIDEO_BULK_ACTIONS)[number];

export const VIDEO_TITLE_MAX = 150;
export const VIDEO_DESCRIPTION_MAX = 5000;
export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 500;

export const VIDEO_TITLE_MESSAGE = `Название: не длиннее ${VIDEO_TITLE_MAX} символов`;
export const VIDEO_DESCRIPTION_MESSAGE = `Описание: не длиннее ${VIDEO_DESCRIPTION_MAX} символов`;
export const VIDEO_CATEGORY_MESSAGE = 'Такой категории нет';
export const VIDEO_CONTEST_MESSAGE = 'Такого конкурса нет';
export const CONTEST_CLOSED_MESSAGE = 'Конкурс завершён или отменён: видео в него не добавить';
/** The server's one message for a reason out of bounds. */
export const REJECT_REASON_MESSAGE = `Причина: от ${REJECT_REASON_MIN} до ${REJECT_REASON_MAX} символов`;
/** The form says which bound it is. */
export const REJECT_REASON_SHORT_MESSAGE = `Причина: не короче ${REJECT_REASON_MIN} символов`;
export const REJECT_REASON_LONG_MESSAGE = `Причина: не длиннее ${REJECT_REASON_MAX} символов`;

export const videoTitleField = trimmedText({
  max: VIDEO_TITLE_MAX,
  messages: { empty: EMPTY_MESSAGE, long: VIDEO_TITLE_MESSAGE },
});
export const videoDescriptionField = trimmedText({
  max: VIDEO_DESCRIPTION_MAX,
  messages: { type: VIDEO_DESCRIPTION_MESSAGE, long: VIDEO_DESCRIPTION_MESSAGE },
});

/** `PATCH /videos/{id}`: only the fields sent change; a null contest takes the video out of it. */
export const videoUpdateSchema = z.object({
  title: videoTitleField,
  description: videoDescriptionField,
  categoryId: z.int(VIDEO_CATEGORY_MESSAGE).check(z.positive(VIDEO_CATEGORY_MESSAGE)),
  contestId: z.nullable(z.int(VIDEO_CONTEST_MESSAGE).check(z.positive(VIDEO_CONTEST_MESSAGE))),
});

/** The reason of a rejection, as the server checks it (trimmed). */
export const rejectReasonField = trimmedText({
  min: REJECT_REASON_MIN,
  max: REJECT_REASON_MAX,
  messages: {
    type: REJECT_REASON_MESSAGE,
    short: REJECT_REASON_MESSAGE,
    long: REJECT_REASON_MESSAGE,
  },
});
