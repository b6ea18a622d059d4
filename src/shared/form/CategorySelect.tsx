import type { SelectProps } from '@mantine/core';
import { selectableOptions } from '../api/options';
import type { CategoryOption, CategoryRef } from '../api/references';
import { LazySelect } from '../ui/LazySelect';

interface CategorySelectProps extends Omit<SelectProps, 'data'> {
  /** The categories to offer; undefined while they load. */
  categories: readonly CategoryOption[] | undefined;
  /** The category the record has: offered even when switched off, and alone until the list loads. */
  current?: CategoryRef;
}

/** A form's «Категория» field: switched-off categories are not offered, except the record's own. */
export function CategorySelect({ categories, current, ...props }: CategorySelectProps) {
  const offered = categories
    ? selectableOptions(categories, current?.id)
    : current
      ? [current]
      : [];
  return (
    <LazySelect
      label="Категория"
      withAsterisk
      searchable
      allowDeselect={false}
      nothingFoundMessage="Ничего не найдено"
      data={offered.map((category) => ({ value: String(category.id), label: category.name }))}
      {...props}
    />
  );
}
