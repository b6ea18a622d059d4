import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { selfQueryKey } from '../api/keys';
import type { Page, User } from '../api/schemas';
import type { ListDefinition, ListSearch } from './list-search';
import type { RowSelectionState } from './table-model';

/**
 * The part of a route's API a list page uses (`getRouteApi('/…')`): its validated search and a
 * navigate that can rewrite it. Typed loosely on purpose; the list definition carries the types.
 */
interface ListRouteApi {
  /** The route's id: the list's name for what the user keeps of it (columns, saved views). */
  id: string;
  useSearch: () => unknown;
  useNavigate: () => unknown;
}

type Navigate = (options: {
  search: (previous: Record<string, unknown>) => Record<string, unknown>;
  replace: boolean;
}) => Promise<void>;

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a === undefined && b === '') || (a === '' && b === undefined);
}

/**
 * The view of a list in its URL: the search, `change()` (any filter, sort or size change goes back to
 * page 1), whether anything is filtered, and `reset()`. Subscribes to the URL only: a filter panel
 * built on it is not drawn again when the rows change.
 */
export function useListSearch<Search extends ListSearch>(
  route: ListRouteApi,
  list: ListDefinition<Search>,
) {
  const search = route.useSearch() as Search;
  const navigate = route.useNavigate() as Navigate;
  /** A new view of the list: back to page 1 (unless the patch names a page). */
  const change = useCallback(
    (patch: Partial<Search>) =>
      void navigate({
        search: (previous) => ({ ...previous, page: 1, ...patch }),
        replace: true,
      }),
    [navigate],
  );
  const filterNames = Object.keys(list.filterDefaults) as Array<keyof Search>;
  const isFiltered =
    search.search !== '' ||
    filterNames.some((name) => !sameValue(search[name], list.filterDefaults[name]));
  const reset = () => change({ ...list.filterDefaults, search: '' } as Partial<Search>);
  // The status switch stays in sight on a phone: it is not one of the folded filters.
  const activeFilters = filterNames.filter(
    (name) => name !== 'status' && !sameValue(search[name], list.filterDefaults[name]),
  ).length;
  return { search, change, isFiltered, activeFilters, reset, field: fieldOf(search, change) };
}

/**
 * A filter bound to one name of the URL state: its `value`, and an `onChange` that sets it (back to
 * page 1). Spread on the filter: `<EnumFilter … {...list.field('type')} />`.
 */
export function fieldOf<Search>(search: Search, change: (patch: Partial<Search>) => void) {
  return <K extends keyof Search>(name: K) => ({
    value: search[name],
    onChange: (value: Search[K]) => change({ [name]: value } as unknown as Partial<Search>),
  });
}

/** The part of the search that makes a view of the list (not the page's other parameters). */
function viewKey<Search extends ListSearch>(search: Search, list: ListDefinition<Search>): string {
  return JSON.stringify(Object.keys(list.defaults).map((name) => search[name as keyof Search]));
}

const NOTHING_SELECTED: RowSelectionState = {};

/**
 * A list page's state, from its URL: useListSearch, the query of the current page, the row
 * selection (cleared by any other view of the list), and the props DataTable takes.
 */
export function useListPage<
  Search extends ListSearch,
  Row extends { id: number },
  // A list answer may carry more than the page (the contributions' `sum`): `query.data` keeps it.
  Extra extends object = object,
>(
  route: ListRouteApi,
  list: ListDefinition<Search>,
  query: (
    search: Search,
  ) => UseQueryOptions<Page<Row> & Extra, Error, Page<Row> & Extra, readonly unknown[]>,
  {
    selectable = true,
    left,
  }: {
    /** Rows get checkboxes only where the page has bulk actions. */
    selectable?: boolean;
    /**
     * A row shown that has left the list (decided here or, live, by a colleague: it stays in place
     * until the list is fetched again). «Всего» does not count it, as the menu's counter does not.
     */
    left?: (row: Row, search: Search) => boolean;
  } = {},
) {
  const { search, change, isFiltered, activeFilters, reset, field } = useListSearch(route, list);
  const navigate = route.useNavigate() as Navigate;
  // The profile the shell loaded (never fetched here): columns and views are kept per user.
  const self = useQueryClient().getQueryData<User>(selfQueryKey);
  const result = useQuery(query(search));
  // The selection belongs to the view it was made in: another page, filter or order starts empty.
  const view = viewKey(search, list);
  const [selected, setSelected] = useState({ view, selection: NOTHING_SELECTED });
  const selection = selected.view === view ? selected.selection : NOTHING_SELECTED;
  const setSelection = useCallback(
    (next: RowSelectionState | ((current: RowSelectionState) => RowSelectionState)) =>
      setSelected((current) => {
        const before = current.view === view ? current.selection : NOTHING_SELECTED;
        return { view, selection: typeof next === 'function' ? next(before) : next };
      }),
    [view],
  );

  const { refetch } = result;
  const retry = useCallback(() => void refetch(), [refetch]);
  /** A saved view: its filters and order from page 1, as a new history entry. */
  const openView = useCallback(
    (saved: Record<string, unknown>) =>
      void navigate({ search: () => ({ ...saved, page: 1 }), replace: false }),
    [navigate],
  );
  const rows = result.data?.items;
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const selectedRows = (rows ?? []).filter((row) => selection[row.id]);
  const clearSelection = () => setSelection({});
  /** Selects or unselects one row (the keyboard queue's X). */
  const toggleSelected = (id: number) =>
    setSelection((current) => ({ ...current, [id]: !current[id] }));

  return {
    search,
    change,
    isFiltered,
    activeFilters,
    reset,
    field,
    query: result,
    rows,
    selectedIds,
    selectedRows,
    clearSelection,
    toggleSelected,
    /** Spread into DataTable. */
    table: {
      rows,
      total: result.data?.total,
      shownTotal:
        result.data && left
          ? result.data.total - result.data.items.filter((row) => left(row, search)).length
          : result.data?.total,
      state: search,
      onStateChange: change,
      isLoading: result.isPending,
      error: result.error,
      stale: result.isRefetchError,
      onRetry: retry,
      ...(selectable ? { selection, onSelectionChange: setSelection } : {}),
      getRowId: (row: Row) => String(row.id),
      view: {
        list: route.id,
        user: String(self?.id ?? ''),
        search: search as Record<string, unknown>,
        navigate: openView,
      },
    },
  };
}
