// The initial bundle validates with zod/mini (same core, a fraction of the bytes); feature chunks may
// use classic zod: both build on zod's core, so their schemas compose freely.
import * as z from 'zod/mini';
import { USER_STATUSES } from '@/contract/users-list';

/** Contract pieces shared by every area (PRODUCT §3). */
export const tokenPairSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
});

export const isoDate = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not an ISO date'));

export const roleSchema = z.object({ id: z.number(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

export { ADMIN_ROLE } from '@/contract/roles';

/** The user entity (PRODUCT §5 Users); `/users/self` and `/users/{id}` both answer it. */
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

/**
 * Who is on a queue item right now (PRODUCT §7): null when nobody is, or when the item no longer waits.
 * `expiresAt` is when the claim lapses unless its holder renews it.
 */
export const claimSchema = z.nullable(z.object({ by: userSummarySchema, expiresAt: isoDate }));
export type Claim = z.infer<typeof claimSchema>;

/** A bulk decision's answer: how many changed, and the items left alone with the reason why. */
export const bulkResultSchema = z.object({
  updated: z.int(),
  skipped: z.array(z.object({ id: z.number(), message: z.string() })),
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
});
export type Counters = z.infer<typeof countersSchema>;

/** Mutations that answer `{ result: ... }` we do not read. */
export const anyResult = z.unknown();

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
