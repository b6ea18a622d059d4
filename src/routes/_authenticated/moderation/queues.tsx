import { createFileRoute } from '@tanstack/react-router';
import { queueStatsQueryOptions } from '@/features/queues/api';
import { QueuesPage } from '@/features/queues/QueuesPage';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('/_authenticated/moderation/queues')({
  loader: ({ context: { queryClient }, preload }) =>
    startFetching(queryClient, queueStatsQueryOptions(), { preload }),
  staticData: { title: 'Обзор очередей' },
  component: QueuesPage,
});
