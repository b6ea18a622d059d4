import * as z from 'zod/mini';
import { reasonRefSchema, videoRefSchema } from '@/shared/api/references';
import { claimSchema, isoDate, userSummarySchema } from '@/shared/api/schemas';
import { VIDEO_STATUSES } from '@/contract/videos';
import { COMPLAINT_ACTIONS, COMPLAINT_STATUSES, COMPLAINT_TARGET_TYPES } from './search';

/**
 * PRODUCT §5, Complaints row. Apart from the API code so that the mock's contract (mocks/contracts.ts)
 * and the OpenAPI document can import it under plain Node.
 */
const userWithStatusSchema = z.object({
  ...userSummarySchema.shape,
  status: z.enum(['active', 'blocked']),
});

/** What the complaint is about, with what a moderator needs to decide from the queue. */
export const complaintTargetSchema = z.union([
  z.object({
    id: z.number(),
    title: z.string(),
    previewUrl: z.string(),
    status: z.enum(VIDEO_STATUSES),
  }),
  z.object({
    id: z.number(),
    text: z.string(),
    status: z.enum(['visible', 'hidden']),
    /** Null when the comment is gone. */
    video: z.nullable(videoRefSchema),
  }),
  userWithStatusSchema,
]);

export const complaintSchema = z.object({
  id: z.number(),
  targetType: z.enum(COMPLAINT_TARGET_TYPES),
  target: complaintTargetSchema,
  /** The user the complaint is about: the author of the video or comment, or the user. */
  targetUserId: z.number(),
  targetUser: userWithStatusSchema,
  /** Complaints about the same target: all of them and those still waiting. */
  targetComplaints: z.object({ total: z.int(), new: z.int() }),
  reason: reasonRefSchema,
  text: z.string(),
  reporter: userSummarySchema,
  status: z.enum(COMPLAINT_STATUSES),
  resolution: z.nullable(
    z.object({
      action: z.enum(COMPLAINT_ACTIONS),
      note: z.string(),
      resolvedBy: userSummarySchema,
      resolvedAt: isoDate,
    }),
  ),
  createdAt: isoDate,
  claim: claimSchema,
});
export type Complaint = z.infer<typeof complaintSchema>;

/** The answer to a resolution: the complaint, and how many others about its target closed with it. */
export const complaintDecisionSchema = z.object({
  ...complaintSchema.shape,
  alsoResolved: z.int(),
});

export type VideoTarget = Extract<Complaint['target'], { previewUrl: string }>;
export type CommentTarget = Extract<Complaint['target'], { text: string }>;
export type UserTarget = Extract<Complaint['target'], { nickname: string }>;

export const NOTE_MAX = 500;
