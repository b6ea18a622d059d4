import type { SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userSearchQueryOptions } from '../api/options';
import SelectWidget from './SelectWidget';

/**
 * UserPicker opened: the server searches as you type (debounced), the chosen user stays listed. Loaded
 * when a user picker is first opened, so the search starts with something the user did: a failure
 * answers it, and says which field it is about.
 */
export default function UserSearchSelect({
  data,
  initialSearch,
  ...props
}: SelectProps & { initialSearch?: string }) {
  const [search, setSearch] = useState(initialSearch ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const name = typeof props.label === 'string' ? props.label : props['aria-label'];
  const found = useQuery({
    ...userSearchQueryOptions(debounced),
    meta: { failure: `${name}: не удалось найти пользователей` },
  });
  const options = new Map<string, string>();
  for (const option of (data ?? []) as Array<{ value: string; label: string }>)
    options.set(option.value, option.label);
  for (const user of found.data?.items ?? []) options.set(String(user.id), user.nickname);
  return (
    <SelectWidget
      {...props}
      data={[...options].map(([value, label]) => ({ value, label }))}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={
        found.isFetching
          ? 'Ищем…'
          : found.isError
            ? 'Не удалось найти пользователей'
            : 'Никого не нашлось'
      }
      // The server has filtered already; Mantine must not filter its answer again.
      filter={({ options: all }) => all}
    />
  );
}
