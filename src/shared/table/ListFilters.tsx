import type { ReactNode } from 'react';
import { FilterBar } from './FilterBar';
import { ResetFiltersButton } from './filters';
import { SearchInput } from './SearchInput';
import { StatusFilter } from './StatusFilter';

/** A list without a status switch (S = never) need not have `status` in its search at all. */
type StatusPatch<S extends string> = [S] extends [never] ? never : { status: S };

/** What ListFilters needs of `useListPage`: the search text, `change`, and the reset. */
interface FilteredList<S extends string> {
  search: { search: string };
  change: (patch: { search: string } | StatusPatch<S>) => void;
  isFiltered: boolean;
  /** How many filters besides the search and the status are set. */
  activeFilters?: number;
  reset: () => void;
}

/**
 * The filter panel of a list page, the same on every page: the status switch on top (when the list
 * has one, under the URL name `status`), the search field, the page's own filters, and
 * «Сбросить фильтры» once anything is filtered.
 */
export function ListFilters<S extends string = never>({
  list,
  searchPlaceholder,
  statusOptions,
  children,
}: {
  list: FilteredList<NoInfer<S>>;
  searchPlaceholder: string;
  statusOptions?: ReadonlyArray<{ value: S; label: string }>;
  children?: ReactNode;
}) {
  const status = (list.search as { status?: S }).status;
  return (
    <FilterBar
      top={
        statusOptions &&
        status !== undefined && (
          <StatusFilter
            options={statusOptions}
            value={status}
            onChange={(next) => list.change({ status: next } as StatusPatch<S>)}
          />
        )
      }
      main={
        <SearchInput
          value={list.search.search}
          placeholder={searchPlaceholder}
          onChange={(value) => list.change({ search: value })}
        />
      }
      active={list.activeFilters}
    >
      {children}
      <ResetFiltersButton isFiltered={list.isFiltered} onReset={list.reset} />
    </FilterBar>
  );
}
