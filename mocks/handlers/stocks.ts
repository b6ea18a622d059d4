import { audited, auditCreated, auditDeleted } from '../audit';
import {
  STOCK_ERRORS,
  stockBodySchema,
  stockBodyErrors,
  stockStatus,
  stocksListContract,
} from '@/contract/stocks';
import { commit, db, findById, nextId } from '../db';
import { adminOnly, authed, fail, notFound, ok, readJson, validationFailed } from '../http';
import { paginate, readContractQuery, sortRows } from '../list';
import { rowMatcher } from '../list-match';
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

/** The whole body checked (a PATCH: the stock with the sent fields), or the 422 with every field at fault. */
function validStock(body: Record<string, unknown>, existing?: MockStock): Body | Response {
  const merged = existing ? { ...bodyOf(existing), ...pick(body) } : pick(body);
  const errors = stockBodyErrors(merged);
  const contestId = merged.contestId;
  if (!errors.contestId && typeof contestId === 'number' && !findById(db.contests, contestId)) {
    errors.contestId = STOCK_ERRORS.contest;
  }
  if (Object.keys(errors).length > 0) return validationFailed(errors);
  const parsed = stockBodySchema.parse(merged);
  return {
    ...parsed,
    // Stored as the UTC instants they name.
    startsAt: new Date(parsed.startsAt).toISOString(),
    endsAt: new Date(parsed.endsAt).toISOString(),
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
export const handlers = [
  authed('get', '/finance/stocks', ({ url, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const query = readContractQuery(url, stocksListContract);
    if (query instanceof Response) return query;
    const now = Date.now();
    const rows = db.stocks.filter(
      rowMatcher<MockStock, typeof stocksListContract.filters>(stocksListContract, query, {
        search: (stock) => [stock.title, stock.description],
        fields: { status: (stock) => stockStatus(stock, now) },
      }),
    );
    const { items, total } = paginate(
      sortRows(rows, (stock) => stock.startsAt, query.order),
      query,
    );
    return ok({ items: items.map(stockView), total });
  }),

  authed('post', '/finance/stocks', async ({ request, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const body = await readJson(request);
    const valid = validStock(body);
    if (valid instanceof Response) return valid;
    const stock: MockStock = {
      id: nextId('stocks'),
      ...valid,
      usageCount: 0,
      createdAt: new Date().toISOString(),
    };
    db.stocks.push(stock);
    auditCreated(me, 'stock', stock);
    commit();
    return ok(stockView(stock), 201);
  }),

  authed<{ id: string }>('patch', '/finance/stocks/:id', async ({ request, params, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const stock = findById(db.stocks, params.id);
    if (!stock) return notFound(STOCK_ERRORS.notFound);
    const valid = validStock(await readJson(request), stock);
    if (valid instanceof Response) return valid;
    audited(me, { action: 'update', entityType: 'stock' }, stock, () =>
      Object.assign(stock, valid),
    );
    commit();
    return ok(stockView(stock));
  }),

  /** A promotion that bonuses were paid under stays for the books: switch it off instead. */
  authed<{ id: string }>('delete', '/finance/stocks/:id', ({ params, me }) => {
    const denied = adminOnly(me);
    if (denied) return denied;
    const stock = findById(db.stocks, params.id);
    if (!stock) return notFound(STOCK_ERRORS.notFound);
    if (stock.usageCount > 0) return fail(409, STOCK_ERRORS.used);
    auditDeleted(me, 'stock', stock);
    db.stocks.splice(db.stocks.indexOf(stock), 1);
    commit();
    return ok({ id: stock.id });
  }),
];
