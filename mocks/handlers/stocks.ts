import {
  STOCK_ERRORS,
  stockBodySchema,
  stockBodyErrors,
  stockStatus,
  stocksListContract,
} from '@/contract/stocks';
import { crudHandlers, type Validation } from '../crud';
import { db, findById } from '../db';
import { contestRef } from '../views';
import type { MockStock } from '../seed/stocks';

export function stockView(stock: MockStock) {
  return {
    id: stock.id,
    title: stock.title,
    description: stock.description,
    kind: stock.kind,
    value: stock.value,
    minContribution: stock.minContribution,
    contest: contestRef(stock.contestId),
    startsAt: stock.startsAt,
    endsAt: stock.endsAt,
    isEnabled: stock.isEnabled,
    status: stockStatus(stock),
    usageCount: stock.usageCount,
    createdAt: stock.createdAt,
  };
}

/** The editable fields of a stock as the API names them. */
function bodyOf(stock: MockStock) {
  return {
    title: stock.title,
    description: stock.description,
    kind: stock.kind,
    value: stock.value,
    minContribution: stock.minContribution,
    contestId: stock.contestId,
    startsAt: stock.startsAt,
    endsAt: stock.endsAt,
    isEnabled: stock.isEnabled,
  };
}
type Body = ReturnType<typeof bodyOf>;
const FIELDS: ReadonlyArray<keyof Body> = [
  'title',
  'description',
  'kind',
  'value',
  'minContribution',
  'contestId',
  'startsAt',
  'endsAt',
  'isEnabled',
];

/** The whole body checked (a PATCH: the stock with the sent fields), or every field at fault. */
function validStock(body: Record<string, unknown>, existing?: MockStock): Validation<Body> {
  const merged = existing ? { ...bodyOf(existing), ...pick(body) } : pick(body);
  const errors = stockBodyErrors(merged);
  const contestId = merged.contestId;
  if (!errors.contestId && typeof contestId === 'number' && !findById(db.contests, contestId)) {
    errors.contestId = STOCK_ERRORS.contest;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = stockBodySchema.parse(merged);
  return {
    values: {
      ...parsed,
      // Stored as the UTC instants they name.
      startsAt: new Date(parsed.startsAt).toISOString(),
      endsAt: new Date(parsed.endsAt).toISOString(),
    },
  };
}

/** Only the known fields (a POST names them all: the contract requires each). */
function pick(body: Record<string, unknown>): Partial<Record<keyof Body, unknown>> {
  const out: Partial<Record<keyof Body, unknown>> = {};
  for (const field of FIELDS) if (field in body) out[field] = body[field];
  return out;
}

/**
 * Promotions (docs/product.md#stocks, administrators only): list, create, partial update, delete
 * (refused once used).
 */
export const handlers = crudHandlers({
  path: '/finance/stocks',
  table: 'stocks',
  auditType: 'stock',
  view: stockView,
  list: {
    contract: stocksListContract,
    sortKey: () => (stock) => stock.startsAt,
    searchIn: (stock) => [stock.title, stock.description],
    fields: { status: (stock) => stockStatus(stock) },
  },
  validate: validStock,
  create: (values) => ({ ...(values as Body), usageCount: 0 }),
  /** A promotion that bonuses were paid under stays for the books: switch it off instead. */
  inUse: (stock) => (stock.usageCount > 0 ? STOCK_ERRORS.used : null),
  notFound: STOCK_ERRORS.notFound,
  adminOnly: true,
  byId: false,
  createdStatus: 201,
});
