import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/shared/api/client';
import { pageOf, userSummarySchema } from '@/shared/api/schemas';

/** One user's summary, for a filter that names the chosen user. */
export const userSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['users', 'summary', id],
    queryFn: ({ signal }) => api.get(`users/${id}`, userSummarySchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** Author filter: searches users on the server as you type; the chosen author stays listed. */
export function AuthorSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useQuery({
    queryKey: ['users', 'options', debounced],
    queryFn: ({ signal }) =>
      api.get('users', pageOf(userSummarySchema), {
        searchParams: { search: debounced, limit: 20, sort: 'nickname', order: 'asc' },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const selected = useQuery({
    ...userSummaryQueryOptions(value ?? 0),
    enabled: value !== undefined,
  });
  const options = new Map<string, string>();
  if (selected.data) options.set(String(selected.data.id), selected.data.nickname);
  for (const user of found.data?.items ?? []) options.set(String(user.id), user.nickname);

  return (
    <Select
      aria-label="Автор"
      placeholder="Любой автор"
      searchable
      clearable
      w={200}
      data={[...options].map(([id, nickname]) => ({ value: id, label: nickname }))}
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Ищем…' : 'Никого не нашлось'}
      filter={({ options: all }) => all}
    />
  );
}
