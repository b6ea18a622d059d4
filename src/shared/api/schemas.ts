// The initial bundle validates with zod/mini (same core, a fraction of the bytes); feature chunks may
// use classic zod: both build on zod's core, so their schemas compose freely.
import * as z from 'zod/mini';

/** The contract's pieces every area reads (src/contract/common.ts), where the panel imports them. */
export {
  BULK_MAX,
  bulkResultSchema,
  claimSchema,
  countersSchema,
  DEFAULT_PAGE_SIZE,
  isoDate,
  PAGE_SIZES,
  pageOf,
  roleSchema,
  tokenPairSchema,
  userSchema,
  userSummarySchema,
  type BulkResult,
  type Claim,
  type Counters,
  type Page,
  type Role,
  type User,
  type UserSummary,
} from '@/contract/common';
export { ADMIN_ROLE } from '@/contract/roles';

/** Mutations that answer `{ result: ... }` we do not read. */
export const anyResult = z.unknown();
