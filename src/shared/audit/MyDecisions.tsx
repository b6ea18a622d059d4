import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@/contract/audit';
import { actorHistoryQueryOptions } from '@/shared/api/audit';
import { formatDateTime } from '@/shared/lib/format';
import { ErrorState } from '@/shared/ui/ErrorState';
import { EntityLink } from './EntityLink';

/**
 * «Мои решения»: the moderator's own newest changes, each linking to its item (the header's
 * popover, MyDecisionsPopover).
 */
export default function MyDecisions({
  actorId,
  onNavigate,
}: {
  actorId: number;
  onNavigate: () => void;
}) {
  const mine = useQuery(actorHistoryQueryOptions(actorId));
  if (mine.isPending) return <Loader size="sm" aria-label="Загрузка решений" />;
  if (mine.isError)
    return (
      <ErrorState
        title="Не удалось загрузить решения"
        message={mine.error.message}
        onRetry={() => void mine.refetch()}
      />
    );
  if (mine.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Вы ещё ничего не решали
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {mine.data.items.map((entry) => (
        <li key={entry.id}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="xs" fw={600}>
              {AUDIT_ACTION_LABELS[entry.action]}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(entry.createdAt)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" span>
            {AUDIT_ENTITY_LABELS[entry.entityType]}:{' '}
          </Text>
          <EntityLink type={entry.entityType} id={entry.entityId} size="xs" onClick={onNavigate}>
            {entry.entityTitle}
          </EntityLink>
        </li>
      ))}
    </Stack>
  );
}
