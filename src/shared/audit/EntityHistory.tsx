import { Loader, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEntityType } from '@/contract/audit';
import { entityHistoryQueryOptions } from '@/shared/api/audit';
import { ErrorState } from '@/shared/ui/states';
import { AuditTimeline } from './AuditTimeline';

/**
 * «История» of a detail page or panel: the newest changes of one entity, who made them, when, what
 * changed and why. Read afresh each time it is shown and after every change made in the panel.
 */
export function EntityHistory({
  entityType,
  entityId,
  framed = true,
}: {
  entityType: AuditEntityType;
  entityId: number;
  /** Its own bordered box; false inside a panel that has one. */
  framed?: boolean;
}) {
  const history = useQuery({
    ...entityHistoryQueryOptions(entityType, entityId),
    meta: { failure: 'Не удалось загрузить историю' },
  });
  return (
    <Paper
      withBorder={framed}
      radius="md"
      p={framed ? 'md' : 0}
      component="section"
      aria-labelledby={`history-${entityType}`}
    >
      <Title order={2} size="h4" mb="sm" id={`history-${entityType}`}>
        История
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label="Загрузка истории" />
      ) : history.isError ? (
        <ErrorState
          title="Не удалось загрузить историю"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Изменений пока не было
        </Text>
      ) : (
        <AuditTimeline entries={history.data.items} />
      )}
    </Paper>
  );
}
