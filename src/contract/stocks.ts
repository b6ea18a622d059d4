import * as z from 'zod/mini';
import { contestRefSchema, isoDate } from './common';
import { EMPTY_MESSAGE, trimmedText } from './validation';
import { STOCK_KINDS, STOCK_STATUSES } from './stocks-list';

// The statuses and the list contract, in a module of their own for the list's URL state.
export * from './stocks-list';
export * from './stocks-labels';

/**
 * The promotion contract (docs/product.md#stocks): kinds, the item, field limits and their
 * messages, and the body `POST`/`PATCH /finance/stocks` take. The stock form, the mock's handler
 * and the OpenAPI document are built from it: free of React, the router and the UI.
 */
export const stockSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(STOCK_KINDS),
  /** Percent for `bonus_percent`, kopecks for `bonus_fixed`. */
  value: z.int(),
  /** Kopecks. */
  minContribution: z.nullable(z.int()),
  contest: z.nullable(contestRefSchema),
  startsAt: isoDate,
  endsAt: isoDate,
  isEnabled: z.boolean(),
  status: z.enum(STOCK_STATUSES),
  usageCount: z.int(),
  createdAt: isoDate,
});
export type Stock = z.infer<typeof stockSchema>;

export const STOCK_TITLE_MAX = 120;
export const STOCK_DESCRIPTION_MAX = 1000;

export const STOCK_ERRORS = {
  empty: EMPTY_MESSAGE,
  titleTooLong: `Не больше ${STOCK_TITLE_MAX} символов`,
  descriptionTooLong: `Не больше ${STOCK_DESCRIPTION_MAX} символов`,
  kind: 'Выберите вид бонуса',
  value: 'Значение должно быть больше нуля',
  percent: 'Процент: целое число от 1 до 100',
  minContribution: 'Минимальный взнос не может быть отрицательным',
  date: 'Укажите дату и время',
  dateOrder: 'Окончание должно быть позже начала',
  contest: 'Конкурс не найден',
  used: 'Акция уже применялась к взносам: удалить её нельзя, выключите её',
  notFound: 'Акция не найдена',
} as const;

/**
 * The body of `POST /finance/stocks` (and a PATCH merged with the stock it changes): the rules the
 * server applies and the form checks before sending, in one place.
 */
export const stockBodySchema = z
  .object({
    title: trimmedText({
      max: STOCK_TITLE_MAX,
      messages: { empty: STOCK_ERRORS.empty, long: STOCK_ERRORS.titleTooLong },
    }),
    description: trimmedText({
      max: STOCK_DESCRIPTION_MAX,
      messages: { long: STOCK_ERRORS.descriptionTooLong },
    }),
    kind: z.enum(STOCK_KINDS, STOCK_ERRORS.kind),
    value: z.int(STOCK_ERRORS.value).check(z.positive(STOCK_ERRORS.value)),
    minContribution: z.nullable(
      z.int(STOCK_ERRORS.minContribution).check(z.nonnegative(STOCK_ERRORS.minContribution)),
    ),
    contestId: z.nullable(z.int(STOCK_ERRORS.contest).check(z.positive(STOCK_ERRORS.contest))),
    startsAt: z.iso.datetime({ offset: true, error: STOCK_ERRORS.date }),
    endsAt: z.iso.datetime({ offset: true, error: STOCK_ERRORS.date }),
    isEnabled: z.boolean(),
  })
  .check(
    z.refine((body) => body.kind !== 'bonus_percent' || body.value <= 100, {
      message: STOCK_ERRORS.percent,
      path: ['value'],
      when: (payload) => payload.issues.length === 0,
    }),
    z.refine((body) => Date.parse(body.startsAt) < Date.parse(body.endsAt), {
      message: STOCK_ERRORS.dateOrder,
      path: ['endsAt'],
      when: (payload) => payload.issues.length === 0,
    }),
  );
export type StockBody = z.infer<typeof stockBodySchema>;

/** The first message per field of a body that breaks the rules; empty when it keeps them. */
export function stockBodyErrors(body: unknown): Record<string, string> {
  const parsed = stockBodySchema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= issue.message;
  }
  return errors;
}
