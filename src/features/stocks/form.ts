import dayjs from 'dayjs';
import { toDateTimeValue, toInstant } from '@/shared/lib/date-time-value';
import * as z from 'zod/mini';
import { parseRoubles, roublesText } from '@/shared/lib/money';
import {
  STOCK_ERRORS,
  STOCK_KINDS,
  stockBodyErrors,
  type Stock,
  type StockBody,
} from '@/contract/stocks';

/** The form's values: money as typed roubles, dates as the picker's local `YYYY-MM-DD HH:mm:ss`. */
export interface StockFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  kind: StockBody['kind'];
  value: string;
  minContribution: string;
  contestId: string | null;
  startsAt: string | null;
  endsAt: string | null;
  isEnabled: boolean;
}

export const ROUBLES_MESSAGE = 'Сумма в рублях, например 500 или 1 500,50';

export function emptyStockForm(): StockFormValues {
  return {
    title: '',
    description: '',
    kind: 'bonus_percent',
    value: '',
    minContribution: '',
    contestId: null,
    startsAt: toDateTimeValue(dayjs().startOf('day').toDate()),
    endsAt: toDateTimeValue(dayjs().startOf('day').add(30, 'day').toDate()),
    isEnabled: true,
  };
}

export function stockFormOf(stock: Stock): StockFormValues {
  return {
    title: stock.title,
    description: stock.description,
    kind: stock.kind,
    value: stock.kind === 'bonus_percent' ? String(stock.value) : roublesText(stock.value),
    minContribution: stock.minContribution === null ? '' : roublesText(stock.minContribution),
    contestId: stock.contest ? String(stock.contest.id) : null,
    startsAt: toDateTimeValue(stock.startsAt),
    endsAt: toDateTimeValue(stock.endsAt),
    isEnabled: stock.isEnabled,
  };
}

type Converted = {
  body: Partial<Record<keyof StockBody, unknown>>;
  errors: Record<string, string>;
};

/** The values as the API body (kopecks, UTC instants), and what could not even be read. */
function convert(values: StockFormValues): Converted {
  const errors: Record<string, string> = {};
  let value: number | null;
  if (values.kind === 'bonus_percent') {
    value = /^\s*\d{1,3}\s*$/.test(values.value) ? Number(values.value) : null;
    if (value === null)
      errors.value = values.value.trim() ? STOCK_ERRORS.percent : STOCK_ERRORS.value;
  } else {
    value = parseRoubles(values.value);
    if (value === null) errors.value = values.value.trim() ? ROUBLES_MESSAGE : STOCK_ERRORS.value;
  }
  let minContribution: number | null = null;
  if (values.minContribution.trim()) {
    minContribution = parseRoubles(values.minContribution);
    if (minContribution === null) errors.minContribution = ROUBLES_MESSAGE;
  }
  const instant = (local: string | null) => (local ? toInstant(local) : undefined);
  return {
    body: {
      title: values.title,
      description: values.description,
      kind: values.kind,
      value: value ?? 1,
      minContribution: minContribution ?? null,
      contestId: values.contestId === null ? null : Number(values.contestId),
      startsAt: instant(values.startsAt),
      endsAt: instant(values.endsAt),
      isEnabled: values.isEnabled,
    },
    errors,
  };
}

/** The API body of valid form values. */
export function stockBodyOf(values: StockFormValues): StockBody {
  return convert(values).body as StockBody;
}

/** The form's schema: the server's rules (`stockBodySchema`) on the converted values. */
export const stockFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    kind: z.enum(STOCK_KINDS),
    value: z.string(),
    minContribution: z.string(),
    contestId: z.nullable(z.string()),
    startsAt: z.nullable(z.string()),
    endsAt: z.nullable(z.string()),
    isEnabled: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      const { body, errors } = convert(values);
      const all = { ...stockBodyErrors(body), ...errors };
      for (const [field, message] of Object.entries(all)) {
        ctx.addIssue({ code: 'custom', message, path: [field], input: values });
      }
    }),
  ) as unknown as z.ZodMiniType<StockFormValues>;
