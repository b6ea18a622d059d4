import * as z from 'zod/mini';
import { contestRefSchema } from '@/shared/api/references';
import { claimSchema, isoDate, userSummarySchema } from '@/shared/api/schemas';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from './search';

/**
 * PRODUCT §5, Applications row. Apart from the API code so that the mock server's OpenAPI document
 * (mocks/openapi) can import it under plain Node.
 */
export const applicationSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  type: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string(),
  contest: z.nullable(contestRefSchema),
  amount: z.nullable(z.int()),
  reviewedBy: z.nullable(userSummarySchema),
  reviewedAt: z.nullable(isoDate),
  rejectReason: z.nullable(z.string()),
  createdAt: isoDate,
  claim: claimSchema,
});
export type Application = z.infer<typeof applicationSchema>;
