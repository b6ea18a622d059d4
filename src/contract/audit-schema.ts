import * as z from 'zod/mini';
import { isoDate, pageOf, userSummarySchema } from './common';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit';

// The entry's schema, for the panel (src/shared/api/audit.ts) and the contract document alike.
/** One entry of the audit trail (`GET /audit`): who changed what, when, the changed fields, why. */
export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: isoDate,
  actor: userSummarySchema,
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.number(),
  entityTitle: z.string(),
  before: z
    .nullable(z.record(z.string(), z.unknown()))
    .check(z.describe('The changed fields as they were; null for a creation.')),
  after: z
    .nullable(z.record(z.string(), z.unknown()))
    .check(z.describe('The changed fields as they are now; null for a deletion.')),
  reason: z
    .nullable(z.string())
    .check(z.describe('Why, as the call gave it (a rejection, a block, a refund…); else null.')),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
