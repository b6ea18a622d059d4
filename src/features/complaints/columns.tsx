import { Text } from '@mantine/core';
import { CELL_MAIN, CellLine, columnsFor } from '@/shared/table/columns';
import { ClaimBadge } from '@/shared/ui/claims';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Complaint } from '@/contract/complaints';
import { TargetCell } from './TargetCell';

function ReasonCell({ row }: { row: Complaint }) {
  return (
    <CellLine
      full={row.text ? `${row.reason.title} — ${row.text}` : row.reason.title}
      main={
        <Text size="sm" fw={600} truncate="end" style={CELL_MAIN}>
          {row.reason.title}
        </Text>
      }
      facts={row.text}
      end={<ClaimBadge claim={row.claim} />}
    />
  );
}

const col = columnsFor<Complaint>();
export const complaintColumns = [
  col.custom('target', 'На что жалоба', TargetCell, { main: true }),
  col.custom('reason', 'Причина', ReasonCell, { main: true }),
  col.user('reporter', 'Пожаловался'),
  col.status('status', 'Статус', COMPLAINT_STATUS_STYLES),
  col.date('createdAt', 'Поступила', { sortable: true }),
];
