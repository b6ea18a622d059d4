import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiOf } from '../api/session';
import type { EntityKeys } from '../api/keys';
import { listQueryOptions as pageQueryOptions } from '../api/list-query';
import { useDeleteEntity } from '../actions/useDeleteEntity';
import { useSaveEntity } from '../actions/useSaveEntity';
import { useStatusChange } from '../actions/useStatusChange';
import { anyResult } from '../api/schemas';
import type { ListSearch } from '../table/list-search';
import { notifySuccess } from '../ui/notify';

/**
 * What every dictionary entry has (categories, complaint reasons: docs/product.md#dictionaries).
 */
export interface DictionaryEntry {
  id: number;
  sortOrder: number;
  isActive: boolean;
}

/** A dictionary list's URL state: the list's own plus the active filter. */
export type DictionarySearch = ListSearch & { isActive?: boolean };

export interface DictionaryMessages<T> {
  created: (item: T) => string;
  saved: (item: T) => string;
  deleted: (item: T) => string;
  switchedOn: (item: T) => string;
  switchedOff: (item: T) => string;
  moved: (item: T) => string;
}

export interface DictionaryApiConfig<T extends DictionaryEntry> {
  /** The collection's API path: `categories`. */
  path: string;
  keys: EntityKeys;
  schema: z.ZodMiniType<T>;
  messages: DictionaryMessages<T>;
  /** Lists of other entities that show an entry (videos show their category's name). */
  alsoInvalidate?: QueryKey[];
}

export interface Move<T> {
  item: T;
  /** The row it changes places with. */
  neighbour: T;
}

/**
 * The calls of a dictionary: its list page, create/update, delete (409 when used), the active switch
 * (optimistic, rolled back on failure) and moving an entry (`PATCH sortOrder` of both rows that swap).
 */
export function dictionaryApi<T extends DictionaryEntry, Values>(config: DictionaryApiConfig<T>) {
  const { path, keys, schema, messages } = config;
  const alsoInvalidate = config.alsoInvalidate ?? [];

  const listQueryOptions = (search: DictionarySearch) =>
    pageQueryOptions(keys, path, schema, search, { ...search });

  /** Create (no id) or update: the form's values as they are; the server trims and checks. */
  function useSave() {
    return useSaveEntity<{ id: number | null; values: Values }, T>({
      keys,
      mutationFn: ({ id, values }, { client }) =>
        id === null
          ? apiOf(client).post(path, schema, values)
          : apiOf(client).patch(`${path}/${id}`, schema, values),
      successMessage: (item, { id }) =>
        id === null ? messages.created(item) : messages.saved(item),
      alsoInvalidate,
    });
  }

  function useDelete() {
    return useDeleteEntity<T, unknown>({
      keys,
      mutationFn: (item, { client }) => apiOf(client).delete(`${path}/${item.id}`, anyResult),
      successMessage: (_result, item) => messages.deleted(item),
      alsoInvalidate,
    });
  }

  function useSetActive() {
    return useStatusChange<T, { id: number; isActive: boolean }, T>({
      keys,
      mutationKey: [path, 'active'],
      mutationFn: ({ id, isActive }, { client }) =>
        apiOf(client).patch(`${path}/${id}`, schema, { isActive }),
      optimistic: (item, { isActive }) => ({ ...item, isActive }),
      resultItem: (item) => item,
      successMessage: (item) =>
        item.isActive ? messages.switchedOn(item) : messages.switchedOff(item),
      alsoInvalidate,
    });
  }

  /** Swaps the places of two entries; the list shows the new order once both are saved. */
  function useMove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: async ({ item, neighbour }: Move<T>, { client }) => {
        await apiOf(client).patch(`${path}/${item.id}`, schema, { sortOrder: neighbour.sortOrder });
        await apiOf(client).patch(`${path}/${neighbour.id}`, schema, { sortOrder: item.sortOrder });
      },
      onSuccess: (_result, { item }) => notifySuccess(messages.moved(item)),
      // Also after a failure: the first of the two calls may have been saved.
      onSettled: () =>
        Promise.all(
          [keys.all, ...alsoInvalidate].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    });
  }

  return { listQueryOptions, useSave, useDelete, useSetActive, useMove };
}

export type DictionaryApi<T extends DictionaryEntry, Values> = ReturnType<
  typeof dictionaryApi<T, Values>
>;
