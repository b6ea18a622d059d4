import * as z from 'zod/mini';
import { USER_STATUSES } from './users-list';

/**
 * The pieces every entity of the API carries (docs/product.md#api-conventions): dates, the user and
 * the summaries other entities hold instead of bare ids, claims, pages and their sizes, the bulk
 * limit. zod/mini: the panel's first chunk parses with these.
 */
export const tokenPairSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

export const isoDate = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an ISO date'));

export const roleSchema = z.object({ id: z.number(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** The user entity (docs/product.md#users); `/users/self` and `/users/{id}` both answer it. */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  nickname: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  roles: z.array(roleSchema),
  status: z.enum(USER_STATUSES),
  blockReason: z.nullable(z.string()),
  blockedUntil: z.nullable(isoDate),
  balance: z.int(),
  videosCount: z.int(),
  complaintsCount: z.int(),
  createdAt: isoDate,
  lastSeenAt: z.nullable(isoDate),
});
export type User = z.infer<typeof userSchema>;

export const userSummarySchema = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** Small summaries other entities carry instead of bare ids (docs/product.md#api-conventions). */
export const categoryRefSchema = z.object({ id: z.number(), name: z.string() });
export const contestRefSchema = z.object({ id: z.number(), title: z.string() });
export const reasonRefSchema = z.object({ id: z.number(), title: z.string() });
export const videoRefSchema = z.object({ id: z.number(), title: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;
export type ContestRef = z.infer<typeof contestRefSchema>;
export type ReasonRef = z.infer<typeof reasonRefSchema>;
export type VideoRef = z.infer<typeof videoRefSchema>;

/**
 * Dictionaries as selects and filters read them (docs/product.md#dictionaries): active or not, in
 * their order.
 */
export const categoryOptionSchema = z.object({ ...categoryRefSchema.shape, isActive: z.boolean() });
export const reasonOptionSchema = z.object({ ...reasonRefSchema.shape, isActive: z.boolean() });
export const contestOptionSchema = z.object({ ...contestRefSchema.shape, status: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
export type ReasonOption = z.infer<typeof reasonOptionSchema>;
export type ContestOption = z.infer<typeof contestOptionSchema>;

/**
 * Who is on a queue item right now (docs/product.md#several-moderators-at-once): null when nobody
 * is, or when the item no longer waits.
 * `expiresAt` is when the claim lapses unless its holder renews it.
 */
export const heldClaimSchema = z.object({ by: userSummarySchema, expiresAt: isoDate });
export const claimSchema = z.nullable(heldClaimSchema);
export type Claim = z.infer<typeof claimSchema>;

/**
 * Who made an item's decision and when: what a 409 for a late decision and a skipped bulk item carry
 * besides their message, for the panel to read instead of the text.
 */
export const decidedFields = {
  decidedBy: z.nullable(userSummarySchema),
  decidedAt: z.nullable(isoDate),
};

/** A bulk decision's answer: how many changed, and the items left alone with the reason why. */
export const bulkResultSchema = z.object({
  updated: z.int(),
  skipped: z.array(
    z.object({
      id: z.number(),
      message: z.string(),
      decidedBy: z.optional(decidedFields.decidedBy),
      decidedAt: z.optional(decidedFields.decidedAt),
    }),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export function pageOf<S extends z.core.$ZodType>(item: S) {
  return z.object({ items: z.array(item), total: z.int().check(z.nonnegative()) });
}
export interface Page<T> {
  items: T[];
  total: number;
}

/** Queue counters for the navigation badges (`GET /stats/counters`). */
export const countersSchema = z.object({
  videosModeration: z.int(),
  complaintsNew: z.int(),
  applicationsPending: z.int(),
  /** The items waiting for a second opinion, of every queue (left out of the three above). */
  secondOpinions: z.optional(z.int()),
});
export type Counters = z.infer<typeof countersSchema>;

/** docs/product.md#api-conventions: the page sizes of every list, and the one a list opens with. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The most rows one bulk call may touch. */
export const BULK_MAX = 100;
