import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { ErrorState } from '@/shared/ui/ErrorState';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { TARGET_TYPE_LABEL } from './api';
import { USER_HISTORY_SHOWN, userComplaintsQueryOptions } from './panel-api';

/** The latest complaints about the user: one complaint or a pattern? */
export function UserComplaintHistory({ userId, currentId }: { userId: number; currentId: number }) {
  const history = useQuery(userComplaintsQueryOptions(userId));
  const others = (history.data?.items ?? [])
    .filter((item) => item.id !== currentId)
    .slice(0, USER_HISTORY_SHOWN);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Последние жалобы на пользователя
        {history.data && ` (всего ${formatCount(history.data.total)})`}
      </Text>
      {history.isPending ? (
        <Loader size="xs" />
      ) : history.isError ? (
        // A failed request is not «no other complaints».
        <ErrorState
          title="Не удалось загрузить жалобы на пользователя"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : others.length === 0 ? (
        <Text size="sm" c="dimmed">
          Других жалоб нет.
        </Text>
      ) : (
        others.map((item) => (
          <Group key={item.id} gap={6} wrap="nowrap">
            <StatusBadge status={item.status} styles={COMPLAINT_STATUS_STYLES} />
            <Text size="xs" lineClamp={1}>
              {TARGET_TYPE_LABEL[item.targetType]} · {item.reason.title} ·{' '}
              {formatDateTime(item.createdAt)}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}
