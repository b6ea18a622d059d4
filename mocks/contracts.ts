import { z } from 'zod';
import { categoryRefSchema, contestRefSchema } from '@/shared/api/references';
import { isoDate, userSummarySchema } from '@/shared/api/schemas';
import { commentSchema } from '@/contract/comments';
import { complaintSchema } from '@/contract/complaints';
import { CONTEST_STATUSES, TITLE_MAX } from '@/contract/contests';
import { VIDEO_STATUSES } from '@/contract/videos';
import { STOCK_KINDS, STOCK_STATUSES } from '@/contract/stocks';
import { SLUG_PATTERN } from '@/contract/dictionaries';
import {
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TYPES,
  PAYMENT_METHODS,
} from '@/contract/contributions';

/**
 * For the mock's tests and the OpenAPI document (mocks/openapi): the full items of PRODUCT §5 where the
 * client reads fewer fields than the server sends, built from the client's shared pieces. Tests parse
 * with `.strict()`, so an answer has exactly these fields; where the client's own schema is the full
 * item (applicationSchema, userSchema, videoSchema) the tests import that.
 * The user card's tab schemas (src/features/users/tab-schemas.ts) are subsets of these and are not exported:
 * a strict parse here implies theirs.
 */
const videoRef = z.object({ id: z.number(), title: z.string() });

export const categoryContract = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  description: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  videosCount: z.number().int().nonnegative(),
  createdAt: z.string().datetime(),
});

export const contestContract = z.object({
  id: z.number().int(),
  title: z.string().min(1).max(TITLE_MAX),
  // A new draft has neither yet; publishing requires both.
  description: z.string(),
  rules: z.string(),
  coverUrl: z.string().min(1),
  status: z.enum(CONTEST_STATUSES),
  category: categoryRefSchema,
  startsAt: z.string().datetime(),
  endsAt: z.string().datetime(),
  votingEndsAt: z.string().datetime(),
  prizeFund: z.number().int().nonnegative(),
  entryFee: z.number().int().nonnegative(),
  maxParticipants: z.number().int().positive().nullable(),
  participantsCount: z.number().int().nonnegative(),
  videosCount: z.number().int().nonnegative(),
  winner: z.object({ user: userSummarySchema, video: videoRef }).nullable(),
  cancelReason: z.string().min(1).nullable(),
  createdAt: z.string().datetime(),
});

export const contestParticipantContract = z.object({
  place: z.number().int().positive(),
  user: userSummarySchema,
  video: z.object({
    id: z.number(),
    title: z.string(),
    previewUrl: z.string(),
    status: z.enum(VIDEO_STATUSES),
  }),
  votes: z.number().int().nonnegative(),
});

/** Comments and complaints have pages now: their contract is the schema the panel reads them with. */
export const commentContract = z.object(commentSchema.shape);
export const complaintContract = z.object(complaintSchema.shape);

export const complaintReasonContract = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  complaintsCount: z.number().int().nonnegative(),
  createdAt: isoDate,
});

export const contributionContract = z.object({
  id: z.number(),
  user: userSummarySchema,
  contest: z.nullable(contestRefSchema),
  amount: z.number().int().positive(),
  type: z.enum(CONTRIBUTION_TYPES),
  status: z.enum(CONTRIBUTION_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: isoDate,
});

export const stockContract = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(STOCK_KINDS),
  value: z.number().int().positive(),
  minContribution: z.number().int().nullable(),
  contest: z.nullable(contestRefSchema),
  startsAt: isoDate,
  endsAt: isoDate,
  isEnabled: z.boolean(),
  status: z.enum(STOCK_STATUSES),
  usageCount: z.number().int().nonnegative(),
  createdAt: isoDate,
});

/** The user card's tabs (src/features/users/tab-schemas.ts), field for field; they are not exported there. */
export const userTabContracts = {
  comment: commentContract.pick({
    id: true,
    text: true,
    status: true,
    video: true,
    complaintsCount: true,
    createdAt: true,
  }),
  complaint: complaintContract.pick({
    id: true,
    targetType: true,
    reason: true,
    text: true,
    reporter: true,
    status: true,
    createdAt: true,
  }),
  contribution: contributionContract.pick({
    id: true,
    contest: true,
    amount: true,
    type: true,
    status: true,
    createdAt: true,
  }),
};
