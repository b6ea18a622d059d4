import * as z from 'zod/mini';
import { trimmedText } from './validation';
import { claimSchema, contestRefSchema, isoDate, userSummarySchema } from './common';
import { itemEscalationSchema } from './escalations-item';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from './applications-list';

// The enums and the list contract, in a module of their own for the list's URL state.
export * from './applications-list';
export * from './applications-labels';

/**
 * The application contract (docs/product.md#applications): its enums and labels, the list, and the
 * item the panel parses and the mock answers. The panel, the mock and the OpenAPI document read it:
 * free of React, the router and the UI.
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
  /** The second opinion it waits for (src/contract/escalations.ts); absent or null: none. */
  escalation: z.optional(z.nullable(itemEscalationSchema)),
});
export type Application = z.infer<typeof applicationSchema>;

export const APPLICATION_REJECT_REASON_MAX = 500;
export const APPLICATION_REJECT_REASON_EMPTY_MESSAGE = 'Укажите причину отклонения';
export const APPLICATION_REJECT_REASON_LONG_MESSAGE = `Причина: не длиннее ${APPLICATION_REJECT_REASON_MAX} символов`;

/** `POST /applications/{id}/reject`: the reason the user will read, trimmed, 1 to 500 characters. */
export const applicationRejectReasonField = trimmedText({
  max: APPLICATION_REJECT_REASON_MAX,
  messages: {
    empty: APPLICATION_REJECT_REASON_EMPTY_MESSAGE,
    long: APPLICATION_REJECT_REASON_LONG_MESSAGE,
  },
});
