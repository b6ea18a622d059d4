import { queryOptions } from '@tanstack/react-query';
import { useEntityChange } from '@/shared/actions/useEntityChange';
import { useCsvExport } from '@/shared/api/export';
import { keys } from '@/shared/api/keys';
import { apiOf } from '@/shared/api/session';
import {
  HOUR_MS,
  queueStatsSchema,
  queueTargetsBodySchema,
  type QueueTargets,
} from '@/contract/queue-stats';

/** The page's period: the 7 days up to now, taken afresh at every fetch (a live refetch moves it). */
export function lastWeek(now = Date.now()) {
  return {
    dateFrom: new Date(now - 7 * 24 * HOUR_MS).toISOString(),
    dateTo: new Date(now).toISOString(),
  };
}

export const queueStatsKey = [...keys.queues.all, 'overview'];

export const queueStatsQueryOptions = () =>
  queryOptions({
    queryKey: queueStatsKey,
    queryFn: ({ client, signal }) =>
      apiOf(client).get('stats/queues', queueStatsSchema, { searchParams: lastWeek(), signal }),
  });

/** «Экспорт CSV»: the page's figures as the server counts them at the click. */
export function useExportQueueStats() {
  return useCsvExport('stats/queues/export', 'queues.csv', () => lastWeek());
}

/** The queues' targets (administrators); the figures are fetched again with them. */
export function useSaveTargets() {
  return useEntityChange<QueueTargets, QueueTargets>({
    keys: keys.queues,
    mutationFn: (targets, { client }) =>
      apiOf(client).patch('stats/queues/targets', queueTargetsBodySchema, targets),
    successMessage: () => 'Сроки очередей сохранены',
  });
}
