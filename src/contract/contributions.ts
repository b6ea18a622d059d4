import * as z from 'zod/mini';
import { trimmedText } from './validation';
import { contestRefSchema, isoDate, userSummarySchema } from './common';
import { CONTRIBUTION_STATUSES, CONTRIBUTION_TYPES, PAYMENT_METHODS } from './contributions-list';

// The enums and the list contract, in a module of their own for the list's URL state.
export * from './contributions-list';
export * from './contributions-labels';

/**
 * The contribution contract (docs/product.md#contributions): its enums and labels, the list, the
 * item and a page of it with its sum, the chart's day, and the refund reason. The panel, the mock
 * (its 422s and CSV) and the OpenAPI document read it: free of React, the router and the UI.
 */
export const contributionSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  contest: z.nullable(contestRefSchema),
  /** Kopecks. */
  amount: z.int(),
  type: z.enum(CONTRIBUTION_TYPES),
  status: z.enum(CONTRIBUTION_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: isoDate,
});
export type Contribution = z.infer<typeof contributionSchema>;

/** A page of the list with `sum`: kopecks of the whole filtered set, not of the page. */
export const contributionPageSchema = z.object({
  items: z.array(contributionSchema),
  total: z.int().check(z.nonnegative()),
  sum: z.int(),
});
export type ContributionPage = z.infer<typeof contributionPageSchema>;

/** One day of `GET /finance/contributions/stats`: `date` is the instant the day starts. */
export const contributionDaySchema = z.object({
  date: isoDate,
  amount: z.int(),
  count: z.int().check(z.nonnegative()),
  byType: z.object({ entry_fee: z.int(), donation: z.int() }),
});
export type ContributionDay = z.infer<typeof contributionDaySchema>;

export const REFUND_REASON_MAX = 500;

export const REFUND_ERRORS = {
  reason: 'Укажите причину возврата',
  reasonTooLong: `Не больше ${REFUND_REASON_MAX} символов`,
  notSucceeded: 'Вернуть можно только успешный платёж',
} as const;

/** The refund reason as the dialog and the server check it. */
export const refundReasonSchema = trimmedText({
  max: REFUND_REASON_MAX,
  messages: { empty: REFUND_ERRORS.reason, long: REFUND_ERRORS.reasonTooLong },
});
