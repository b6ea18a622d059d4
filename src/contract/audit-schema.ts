import * as z from 'zod/mini';
import { isoDate, pageOf, userSummarySchema } from '@/shared/api/schemas';
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
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  reason: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
