import { Button } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { LazySelect } from '../ui/LazySelect';

/*
 * Filter inputs of list pages. Values are the URL's real types (ids as numbers, flags as booleans);
 * the string values Mantine's Select works with stay inside these components.
 */

interface Option<V extends string | number> {
  value: V;
  label: string;
}

interface OptionFilterProps<V extends string | number> {
  /** The accessible name (filters have no visible label; the placeholder says «all»). */
  label: string;
  /** Shown when nothing is chosen, e.g. «Все категории». */
  placeholder: string;
  options: ReadonlyArray<Option<V>>;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  width?: number;
  searchable?: boolean;
  /** Called when the list of options is first shown. */
  onDropdownOpen?: () => void;
  /** Said in the open list when no option is there (default: nothing matches what was typed). */
  nothingFound?: string;
}

/** One of a list of values (an id of a dictionary entry, an enum), or no filter. */
export function OptionFilter<V extends string | number>({
  label,
  placeholder,
  options,
  value,
  onChange,
  width = 200,
  searchable,
  onDropdownOpen,
  nothingFound = 'Ничего не найдено',
}: OptionFilterProps<V>) {
  const byKey = new Map(options.map((option) => [String(option.value), option.value]));
  return (
    <LazySelect
      aria-label={label}
      placeholder={placeholder}
      clearable
      searchable={searchable ?? options.length > 8}
      w={width}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={value === undefined ? null : String(value)}
      onChange={(key) => onChange(key === null ? undefined : byKey.get(key))}
      nothingFoundMessage={nothingFound}
      onDropdownOpen={onDropdownOpen}
    />
  );
}

/** An enum filter from its labels: `{ video: 'Видео', comment: 'Комментарий' }`. */
export function EnumFilter<V extends string>({
  labels,
  ...props
}: Omit<OptionFilterProps<V>, 'options'> & { labels: Record<V, string> }) {
  const options = (Object.entries(labels) as Array<[V, string]>).map(([value, label]) => ({
    value,
    label,
  }));
  return <OptionFilter {...props} options={options} />;
}

/** Entries of a dictionary by id: categories, contests, reasons. */
export function IdFilter({
  items,
  ...props
}: Omit<OptionFilterProps<number>, 'options'> & {
  items: ReadonlyArray<{ id: number; name?: string; title?: string }> | undefined;
}) {
  const options = (items ?? []).map((item) => ({
    value: item.id,
    label: item.name ?? item.title ?? `№${item.id}`,
  }));
  return <OptionFilter {...props} options={options} searchable />;
}

type DictionaryEntry = { id: number; name?: string; title?: string };

/**
 * A dictionary's entries as a filter, fetched when the filter is first opened — or at once when the URL
 * already names an entry, to show its name — not with the page, so a list's first rows wait for no
 * dictionary. While they load, or when the call failed, the open list says so instead of
 * «Ничего не найдено».
 */
export function DictionaryFilter<TQueryFnData, Entry extends DictionaryEntry>({
  query,
  ...props
}: Omit<OptionFilterProps<number>, 'options' | 'onDropdownOpen' | 'nothingFound'> & {
  query: UseQueryOptions<TQueryFnData, Error, ReadonlyArray<Entry>, QueryKey>;
}) {
  const [opened, setOpened] = useState(false);
  const entries = useQuery({ ...query, enabled: opened || props.value !== undefined });
  const nothingFound = entries.isError
    ? 'Не удалось загрузить список'
    : entries.isPending
      ? 'Загрузка…'
      : undefined;
  return (
    <IdFilter
      {...props}
      items={entries.data}
      onDropdownOpen={() => setOpened(true)}
      nothingFound={nothingFound}
    />
  );
}

/** true / false / no filter, e.g. «Активные» / «Выключенные». */
export function FlagFilter({
  label,
  placeholder,
  trueLabel,
  falseLabel,
  value,
  onChange,
  width = 180,
}: {
  label: string;
  placeholder: string;
  trueLabel: string;
  falseLabel: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  width?: number;
}) {
  return (
    <OptionFilter
      label={label}
      placeholder={placeholder}
      width={width}
      searchable={false}
      options={[
        { value: 'true', label: trueLabel },
        { value: 'false', label: falseLabel },
      ]}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      onChange={(next) => onChange(next === undefined ? undefined : next === 'true')}
    />
  );
}

/** Back to the list's defaults (shown only when something is filtered). */
export function ResetFiltersButton({
  isFiltered,
  onReset,
}: {
  isFiltered: boolean;
  onReset: () => void;
}) {
  if (!isFiltered) return null;
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      leftSection={<IconFilterOff size={16} />}
      onClick={onReset}
    >
      Сбросить фильтры
    </Button>
  );
}

/** «Экспорт CSV» of a list's filtered set (the download itself: useCsvExport). */
export function ExportCsvButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      variant="default"
      loading={loading}
      onClick={onClick}
    >
      Экспорт CSV
    </Button>
  );
}
