import { Stack, Text } from '@mantine/core';
import { columnsFor } from '@/shared/table/columns';
import { ClaimBadge } from '@/shared/ui/claims';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Complaint } from '@/contract/complaints';
import { TargetCell } from './TargetCell';

function ReasonCell({ row }: { row: Complaint }) {
  return (
    <Stack gap={2} maw={300}>
      <Text size="sm" fw={600}>
        {row.reason.title}
      </Text>
      {row.text && (
        <Text size="xs" c="dimmed" lineClamp={3}>
          {row.text}
        </Text>
      )}
      <ClaimBadge claim={row.claim} />
    </Stack>
  );
}

const col = columnsFor<Complaint>();
export const complaintColumns = [
  col.custom('target', 'На что жалоба', TargetCell),
  col.custom('reason', 'Причина', ReasonCell),
  col.user('reporter', 'Пожаловался'),
  col.status('status', 'Статус', COMPLAINT_STATUS_STYLES, { decisionsOf: 'complaints' }),
  col.date('createdAt', 'Поступила', { sortable: true }),
];
