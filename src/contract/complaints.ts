import * as z from 'zod/mini';
import { trimmedText } from './validation';
import {
  claimSchema,
  isoDate,
  reasonRefSchema,
  roleSchema,
  userSummarySchema,
  videoRefSchema,
} from './common';
import { itemEscalationSchema } from './escalations-item';
import { COMMENT_STATUSES } from './comments-list';
import { COMPLAINT_ACTIONS, COMPLAINT_STATUSES, COMPLAINT_TARGET_TYPES } from './complaints-list';
import { USER_STATUSES } from './users-list';
import { VIDEO_STATUSES } from './videos-list';

// The enums and the list contract, in a module of their own for the queue's URL state.
export * from './complaints-list';
export * from './complaints-labels';

/**
 * The complaint contract (docs/product.md#complaints): its enums and labels, the queue's list, the
 * item with its target, and a resolution's answer. The panel, the mock and the OpenAPI document read
 * it: free of React, the router and the UI.
 */
const userWithStatusSchema = z.object({
  ...userSummarySchema.shape,
  status: z.enum(USER_STATUSES),
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
    status: z.enum(COMMENT_STATUSES),
    /** Null when the comment is gone. */
    video: z.nullable(videoRefSchema),
  }),
  userWithStatusSchema,
]);

/** The user a complaint is about, with their roles: who may block them depends on them. */
const complaintUserSchema = z.object({
  ...userWithStatusSchema.shape,
  roles: z.array(roleSchema),
});

export const complaintSchema = z.object({
  id: z.number(),
  targetType: z.enum(COMPLAINT_TARGET_TYPES),
  target: complaintTargetSchema,
  /** The user the complaint is about: the author of the video or comment, or the user. */
  targetUserId: z.number(),
  targetUser: complaintUserSchema,
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
  /** The second opinion it waits for (src/contract/escalations.ts); absent or null: none. */
  escalation: z.optional(z.nullable(itemEscalationSchema)),
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

/** A decision's note (`resolve`, `reject`): optional, trimmed, at most this long. */
export const NOTE_MAX = 500;
export const NOTE_MESSAGE = `Примечание: не длиннее ${NOTE_MAX} символов`;
export const complaintNoteField = trimmedText({ max: NOTE_MAX, messages: { long: NOTE_MESSAGE } });
