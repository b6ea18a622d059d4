import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type * as z from 'zod/mini';
import { api } from '../api/client';
import { pageOf } from '../api/schemas';
import { DataTable } from './DataTable';
import { useLocalListState } from './useLocalListState';

/**
 * A list inside a page (a tab of a user card): rows from a list endpoint narrowed by `filter`, paged
 * and sorted by the server, its page and order kept in the component (the URL belongs to the page).
 */
export function NestedListTable<T extends { id: number }>({
  label,
  path,
  schema,
  filter,
  columns,
  emptyTitle,
  sort = 'createdAt',
}: {
  label: string;
  /** The list endpoint, e.g. `comments`. */
  path: string;
  schema: z.core.$ZodType<T>;
  filter: Record<string, number>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  emptyTitle: string;
  sort?: string;
}) {
  const list = useLocalListState(sort, 'desc', 10);
  // `schema` is fixed per `path`, which is in the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey: [path, 'nested', filter, list.state],
    queryFn: ({ signal }) =>
      api.get(path, pageOf(schema), { searchParams: { ...filter, ...list.state }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data?.items}
      total={query.data?.total}
      state={list.state}
      onStateChange={list.change}
      getRowId={(row) => String(row.id)}
      isLoading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyTitle={emptyTitle}
    />
  );
}
