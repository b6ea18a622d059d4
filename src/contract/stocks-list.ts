import { defineListContract, listFilter } from './list';

/**
 * The promotions' list contract and statuses (docs/product.md#stocks): what the URL state of the
 * list needs, apart from the body's rules (stocks.ts), so the route's search schema brings no form
 * rules to the first chunk.
 */

/** Derived by the server from the dates and `isEnabled`, never sent. */
export const STOCK_STATUSES = ['scheduled', 'active', 'finished', 'disabled'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_KINDS = ['bonus_percent', 'bonus_fixed'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** `GET /finance/stocks`: latest start first; no status is every promotion. */
export const stocksListContract = defineListContract({
  sorts: ['startsAt'],
  sort: 'startsAt',
  filters: { status: listFilter.oneOf(STOCK_STATUSES) },
});
