import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiOf } from '@/shared/api/session';
import { useCsvExport } from '@/shared/api/export';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useStatusChange } from '@/shared/actions/useStatusChange';
import { formatMoney } from '@/shared/lib/format';
import { chartPeriod, dayEnd, dayStart, filterParams, listParams } from './period';
import {
  contributionDaySchema,
  contributionPageSchema,
  contributionSchema,
  type Contribution,
} from '@/contract/contributions';
import type { ContributionsSearch } from './search';

export const contributionsListQueryOptions = (search: ContributionsSearch) =>
  listQueryOptions(
    keys.contributions,
    'finance/contributions',
    contributionSchema,
    search,
    listParams(search),
    { answer: contributionPageSchema },
  );

/** The chart's days: the list's filters over the chart's period (see `chartPeriod`). */
export const contributionStatsQueryOptions = (search: ContributionsSearch, today: string) => {
  const period = chartPeriod(search, today);
  const params = {
    ...filterParams(search),
    dateFrom: dayStart(period.from),
    dateTo: dayEnd(period.to),
  };
  return queryOptions({
    queryKey: [...keys.contributions.all, 'stats', params],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('finance/contributions/stats', z.array(contributionDaySchema), {
        searchParams: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
};

export interface Refund {
  id: number;
  reason: string;
}

/**
 * A refund: the row shows `refunded` at once, back as it was if the server refuses; then the list,
 * its total and the chart are refetched, and the user (whose balance got the money back).
 */
export function useRefundContribution() {
  return useStatusChange<Contribution, Refund, Contribution>({
    keys: keys.contributions,
    mutationKey: ['contributions', 'refund'],
    mutationFn: ({ id, reason }, { client }) =>
      apiOf(client).post(`finance/contributions/${id}/refund`, contributionSchema, { reason }),
    optimistic: (contribution) => ({ ...contribution, status: 'refunded' }),
    resultItem: (contribution) => contribution,
    successMessage: (contribution) =>
      `Возврат оформлен: ${formatMoney(contribution.amount)}, ${contribution.user.nickname}`,
    alsoInvalidate: [keys.users.all],
  });
}

/** `Экспорт CSV`: the whole filtered set, in the order the table shows. */
export function useExportContributions() {
  return useCsvExport(
    'finance/contributions/export',
    'contributions.csv',
    (search: ContributionsSearch) => ({
      ...filterParams(search),
      sort: search.sort,
      order: search.order,
    }),
  );
}
