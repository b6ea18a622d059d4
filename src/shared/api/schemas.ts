import { z } from 'zod';

/** Contract pieces shared by every area (PRODUCT §3). */
export const tokenPairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});

export const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'not an ISO date',
});

export const roleSchema = z.object({ id: z.number(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const ADMIN_ROLE = 'Администратор';

export const userSummarySchema = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export function pageOf<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}
export interface Page<T> {
  items: T[];
  total: number;
}

/** Mutations that answer `{ result: ... }` we do not read. */
export const anyResult = z.unknown();

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
