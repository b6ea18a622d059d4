import { stocksListContract } from '@/contract/stocks-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the promotions list: its contract's sort and status filter (src/contract/stocks.ts). */
export const stocksList = listSearchFrom(stocksListContract);
export type StocksSearch = typeof stocksList.defaults;
