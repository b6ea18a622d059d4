import type { UseFormReturnType } from '@mantine/form';
import type { ColumnDef } from '../table/table-model';
import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { ListDefinition } from '../table/list-search';
import type { DictionaryApi, DictionaryEntry, DictionarySearch } from './api';

export type Entry = DictionaryEntry & { description?: string };
export type Search = DictionarySearch;

export interface DictionaryTexts<T> {
  /** The page title and its last breadcrumb: «Категории». */
  title: string;
  description: string;
  searchPlaceholder: string;
  /** The header button: «Добавить категорию». */
  add: string;
  /** Modal titles: «Новая категория», «Категория «Танцы»». */
  createTitle: string;
  editTitle: (item: T) => string;
  empty: string;
  /** The header of the usage count column: «Видео». */
  usage: string;
  deleteTitle: string;
  deleteMessage: (item: T) => string;
  /**
   * Why an entry in use cannot be deleted (the server answers 409) and what switching it off does,
   * or that it is off already: said instead of offering «Удалить».
   */
  inUseMessage: (item: T, usage: number) => string;
}

/** A filter bound to one name of the list's URL state (useListPage's `field`). */
export type DictionaryFilterField = (name: string) => {
  value: unknown;
  onChange: (value: never) => void;
};

export interface DictionaryPageConfig<T extends Entry, Values extends Record<string, unknown>> {
  /** The menu section the page is in, its first breadcrumb (default «Модерация»). */
  section?: string;
  /** `getRouteApi('/…')` of the page's route. */
  route: { id: string; useSearch: () => unknown; useNavigate: () => unknown };
  list: ListDefinition<Search>;
  api: DictionaryApi<T, Values>;
  /** The entry's name field (`name`, `title`) and whether the API sorts by it. */
  nameField: keyof T & string;
  nameSortable?: boolean;
  nameOf: (item: T) => string;
  texts: DictionaryTexts<T>;
  /** Filters before the active one (the kind of a policy's reasons). */
  filters?: (field: DictionaryFilterField) => ReactNode;
  /** Columns between the name and the active switch (a category's slug). */
  columns?: ColumnDef<T>[];
  /** The usage count, linked to the list it counts. */
  Usage: ComponentType<{ row: T }>;
  /** The same count as a number: an entry in use cannot be deleted. */
  usageOf: (item: T) => number;
  form: {
    schema: z.ZodMiniType<Values>;
    /** The form's values for a new entry (null) or for editing `item`. */
    initialValues: (item: T | null) => Values;
    /**
     * The form's fields; a `lazy()` component loads with the dialog (it suspends into the dialog's own
     * loading, so the dialog opens with its fields).
     */
    Fields: ComponentType<{ form: UseFormReturnType<Values> }>;
  };
}
