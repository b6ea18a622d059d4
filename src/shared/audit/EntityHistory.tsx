import { Loader, Paper, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect } from 'react';
import type { AuditEntityType } from '@/contract/audit';
import { entityHistoryQueryOptions } from '@/shared/api/audit';
import { ErrorState } from '@/shared/ui/ErrorState';
import type { TextRenderer } from './AuditChanges';
import { AuditTimeline } from './AuditTimeline';

/**
 * A change made in the panel writes the trail: the history on screen is read again after each change
 * that succeeded. Claims (taken and renewed while an item is open) change nothing it shows.
 */
function useRefetchAfterChanges(refetch: () => unknown) {
  const mutations = useQueryClient().getMutationCache();
  useEffect(
    () =>
      mutations.subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.mutation.options.mutationKey?.[0] !== 'claims') void refetch();
      }),
    [mutations, refetch],
  );
}

/**
 * «История» of a detail page or panel: the newest changes of one entity, who made them, when, what
 * changed and why. Read afresh each time it is shown and after every change made in the panel. Not
 * drawn again with its page while its entity and `renderText` stay (a decision on the page).
 */
export const EntityHistory = memo(function EntityHistory({
  entityType,
  entityId,
  framed = true,
  renderText,
}: {
  entityType: AuditEntityType;
  entityId: number;
  /** Its own bordered box; false inside a panel that has one. */
  framed?: boolean;
  /** How the entity's free text is drawn (reasons, changed texts); plain by default. */
  renderText?: TextRenderer;
}) {
  const history = useQuery({
    ...entityHistoryQueryOptions(entityType, entityId),
    meta: { failure: 'Не удалось загрузить историю' },
  });
  useRefetchAfterChanges(history.refetch);
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
        <AuditTimeline entries={history.data.items} renderText={renderText} />
      )}
    </Paper>
  );
});
