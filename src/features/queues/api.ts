import { queryOptions, useMutation } from '@tanstack/react-query';
import { keys } from '@/shared/api/keys';
import { apiOf, sessionOf } from '@/shared/api/session';
import { HOUR_MS, queueStatsSchema } from '@/contract/queue-stats';

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

/**
 * «Экспорт CSV»: the page's figures as the server counts them at the click, downloaded as the lists'
 * exports are (`downloadFile`). Its code loads with the first export: in a chunk with this page's, the
 * two lists that export in their first paint would fetch it apart.
 */
export function useExportQueueStats() {
  return useMutation({
    mutationFn: async (_: void, { client }) => {
      const [{ downloadFile }, { saveFile }] = await Promise.all([
        import('@/shared/api/export'),
        import('@/shared/lib/save-file'),
      ]);
      const file = await downloadFile(sessionOf(client).http, 'stats/queues/export', {
        searchParams: lastWeek(),
        fallbackName: 'queues.csv',
      });
      saveFile(file.blob, file.name);
    },
  });
}
