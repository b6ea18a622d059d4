import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userSearchQueryOptions, userSummaryQueryOptions } from '../api/options';

/**
 * A user chosen by typing part of a nickname, name or e-mail: the server searches as you type; the
 * chosen user stays listed under their nickname. A filter (author, user) or a form field.
 */
export function UserPicker({
  label,
  placeholder = 'Любой пользователь',
  value,
  onChange,
  width = 200,
  withLabel = false,
}: {
  label: string;
  placeholder?: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  width?: number;
  /** A visible label (in forms); filters name themselves for screen readers only. */
  withLabel?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  // Searched once the list is opened or typed in, not with the page: a failure then answers
  // something the user did, and says which field it is about.
  const found = useQuery({
    ...userSearchQueryOptions(debounced),
    enabled: opened || debounced !== '',
    meta: { failure: `${label}: не удалось найти пользователей` },
  });
  const selected = useQuery({
    ...userSummaryQueryOptions(value ?? 0),
    enabled: value !== undefined,
    meta: { failure: `${label}: не удалось загрузить пользователя` },
  });
  const options = new Map<string, string>();
  if (selected.data) options.set(String(selected.data.id), selected.data.nickname);
  for (const user of found.data?.items ?? []) options.set(String(user.id), user.nickname);

  return (
    <Select
      label={withLabel ? label : undefined}
      aria-label={withLabel ? undefined : label}
      placeholder={placeholder}
      searchable
      clearable
      w={width}
      data={[...options].map(([id, nickname]) => ({ value: id, label: nickname }))}
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
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
