import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../api/schemas';
import type { ListSearch, Order } from './list-search';

export type LocalListState<Sort extends string> = Pick<
  ListSearch<Sort>,
  'page' | 'limit' | 'sort' | 'order'
>;

/**
 * Page, size and order of a list nested in a page (a tab of a card): kept in the component, not in
 * the URL, since the page around it owns the URL. A change of size or order goes back to page 1.
 */
export function useLocalListState<Sort extends string>(
  sort: Sort,
  order: Order = 'desc',
  limit: LocalListState<Sort>['limit'] = DEFAULT_PAGE_SIZE,
) {
  const [state, setState] = useState<LocalListState<Sort>>({ page: 1, limit, sort, order });
  const change = (patch: Partial<ListSearch<Sort>>) =>
    setState((previous) => ({ ...previous, ...patch }));
  return { state, change };
}
