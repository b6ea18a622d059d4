import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isAdmin, useSelf } from '@/shared/api/self';
import { ExportCsvButton } from '@/shared/table/filters';
import { lazyWidget } from '@/shared/ui/on-demand';
import { RouterButton } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { queueStatsQueryOptions, useExportQueueStats } from './api';
import { ModeratorsTable } from './ModeratorsTable';
import { QueueCards } from './QueueCards';
import { QueueChart } from './QueueChart';

// As the lists do: the error's code loads when a load fails, not with every page.
const ErrorState = lazyWidget(() => import('@/shared/ui/ErrorState'));

/**
 * «Обзор очередей» (docs/product.md#queue-health): per queue what waits and how fast it moves, per
 * moderator their pace. The live stream's decisions fetch it again (shared/live/patch.ts).
 */
export function QueuesPage() {
  const admin = isAdmin(useSelf());
  const stats = useQuery(queueStatsQueryOptions());
  const exporting = useExportQueueStats();
  const data = stats.data;

  return (
    <>
      <PageHeader
        title="Обзор очередей"
        crumbs={[{ label: 'Модерация' }, { label: 'Обзор очередей' }]}
        description="Сколько ждёт в очередях, как быстро их разбирают и как работает каждый модератор за последние 7 дней. Обновляется сам, когда кто-то принимает решение."
        actions={
          <Group gap="xs">
            {/* The targets are the moderation policy's, set on its page. */}
            {admin && (
              <RouterButton variant="default" to="/policy">
                Сроки очередей
              </RouterButton>
            )}
            <ExportCsvButton
              loading={exporting.isPending}
              onClick={() => exporting.mutate(undefined)}
            />
          </Group>
        }
      />
      {stats.error && !data ? (
        <ErrorState message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <div aria-busy={!data}>
          <QueueCards queues={data?.queues} generatedAt={data?.generatedAt} />
          <QueueChart queues={data?.queues} />
          <ModeratorsTable rows={data?.moderators} own={!admin} />
        </div>
      )}
    </>
  );
}
