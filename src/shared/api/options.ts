import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiOf } from './session';
import { keys } from './keys';
import { categoryOptionSchema, contestOptionSchema, reasonOptionSchema } from './references';
import { pageOf, roleSchema, userSummarySchema } from './schemas';
import { takesNoNewVideos } from '@/contract/contests-list';

/*
 * Dictionaries several areas select from (categories, contests, complaint reasons, roles, users).
 * They change rarely: cached for minutes, not refetched on every navigation.
 */
const DICTIONARY_STALE_MS = 5 * 60_000;

export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.categories.options(),
    queryFn: ({ client, signal }) =>
      apiOf(client).get('categories', pageOf(categoryOptionSchema), {
        searchParams: { limit: 100, sort: 'sortOrder', order: 'asc' },
        signal,
      }),
    select: (page) => page.items,
    staleTime: DICTIONARY_STALE_MS,
  });

export const complaintReasonOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.complaintReasons.options(),
    queryFn: ({ client, signal }) =>
      apiOf(client).get('complaint-reasons', pageOf(reasonOptionSchema), {
        searchParams: { limit: 100, sort: 'sortOrder', order: 'asc' },
        signal,
      }),
    select: (page) => page.items,
    staleTime: DICTIONARY_STALE_MS,
  });

export const contestOptionsQueryOptions = () =>
  queryOptions({
    queryKey: keys.contests.options(),
    queryFn: ({ client, signal }) =>
      apiOf(client).get('contests', pageOf(contestOptionSchema), {
        searchParams: { limit: 100, sort: 'startsAt', order: 'desc' },
        signal,
      }),
    select: (page) => page.items,
    staleTime: DICTIONARY_STALE_MS,
  });

/** Roles from `GET /roles` (docs/product.md#roles), never hard-coded ids. */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: keys.roles.all,
    queryFn: ({ client, signal }) => apiOf(client).get('roles', z.array(roleSchema), { signal }),
    staleTime: 30 * 60_000,
  });

/** One user's summary, for a filter or a picker that names the chosen user. */
export const userSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...keys.users.options(), 'one', id],
    queryFn: ({ client, signal }) =>
      apiOf(client).get(`users/${id}`, userSummarySchema, { signal }),
    staleTime: DICTIONARY_STALE_MS,
    meta: { failure: 'Не удалось загрузить пользователя' },
  });

/** Users whose nickname, name or e-mail contain `search`: the user picker's suggestions. */
export const userSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...keys.users.options(), 'search', search],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('users', pageOf(userSummarySchema), {
        searchParams: { search, limit: 20, sort: 'nickname', order: 'asc' },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { failure: 'Не удалось найти пользователей' },
  });

/**
 * What a select offers from a dictionary: active entries, plus the one already chosen even if it
 * has been switched off since (it still shows where it is used: docs/product.md#dictionaries).
 */
/**
 * Contests a video can be put in: those not finished or cancelled (the server refuses those with 422),
 * plus the one `chosen` already, so the form still shows it.
 */
export function openContestOptions<T extends { id: number; status: string }>(
  items: readonly T[] | undefined,
  chosen?: number | null,
): T[] {
  return (items ?? []).filter((item) => !takesNoNewVideos(item.status) || item.id === chosen);
}

export function selectableOptions<T extends { id: number; isActive: boolean }>(
  items: readonly T[] | undefined,
  chosen?: number | null,
): T[] {
  return (items ?? []).filter((item) => item.isActive || item.id === chosen);
}
