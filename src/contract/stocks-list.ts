import { defineListContract, listFilter } from './list';

/**
 * The promotions' list contract and statuses (docs/product.md#stocks): what the URL state of the
 * list needs, apart from the body's rules (stocks.ts), so the route's search schema brings no form
 * rules to the first chunk.
 */

/** Derived by the server from the dates and `isEnabled`, never sent. */
export const STOCK_STATUSES = ['scheduled', 'active', 'finished', 'disabled'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/**
 * The server's rule for a stock's status, which the panel follows when it switches one on or off
 * before the answer comes: switched off wins; otherwise the dates against `now` decide.
 */
export function stockStatus(
  stock: { isEnabled: boolean; startsAt: string; endsAt: string },
  now = Date.now(),
): StockStatus {
  if (!stock.isEnabled) return 'disabled';
  if (now < Date.parse(stock.startsAt)) return 'scheduled';
  return now < Date.parse(stock.endsAt) ? 'active' : 'finished';
}

export const STOCK_KINDS = ['bonus_percent', 'bonus_fixed'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/** `GET /finance/stocks`: latest start first; no status is every promotion. */
export const stocksListContract = defineListContract({
  sorts: ['startsAt'],
  sort: 'startsAt',
  filters: { status: listFilter.oneOf(STOCK_STATUSES) },
});
