import { defineListSearch, filter } from '@/shared/table/list-search';

/** URL state of the promotions list. */
export const stocksList = defineListSearch({
  sorts: ['startsAt'],
  sort: 'startsAt',
  filters: {
    status: filter.oneOf(['scheduled', 'active', 'finished', 'disabled']),
  },
});
export type StocksSearch = typeof stocksList.defaults;
