import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { nestedListQueryOptions } from '../api/list-query';
import { DataTable } from './DataTable';
import type { ColumnDef } from './table-model';
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
  columns: ColumnDef<T>[];
  emptyTitle: string;
  sort?: string;
}) {
  const list = useLocalListState(sort, 'desc', 10);
  const query = useQuery(
    nestedListQueryOptions([path, 'nested', filter, list.state], path, schema, {
      ...filter,
      ...list.state,
    }),
  );
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
