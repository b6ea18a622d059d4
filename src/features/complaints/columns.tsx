import { CellLine, CellText, columnsFor } from '@/shared/table/columns';
import { ClaimBadge } from '@/shared/ui/claims';
import { EscalationMark } from '@/shared/ui/EscalationMark';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import type { Complaint } from '@/contract/complaints';
import { TARGET_FIELDS, TargetCell } from './TargetCell';

const REASON_FIELDS = ['text', 'reason', 'claim', 'escalation'] as const;

function ReasonCell({ row }: { row: Pick<Complaint, (typeof REASON_FIELDS)[number]> }) {
  return (
    <CellLine
      full={row.text ? `${row.reason.title} — ${row.text}` : row.reason.title}
      main={<CellText strong>{row.reason.title}</CellText>}
      facts={row.text}
      end={
        <>
          <ClaimBadge claim={row.claim} />
          <EscalationMark escalation={row.escalation} />
        </>
      }
    />
  );
}

const col = columnsFor<Complaint>();
const target = col.custom('target', 'На что жалоба', TargetCell, {
  main: true,
  reads: TARGET_FIELDS,
});
const status = col.status('status', 'Статус', COMPLAINT_STATUS_STYLES, {
  decisionsOf: 'complaints',
});
const received = col.date('createdAt', 'Поступила', { sortable: true });

export const complaintColumns = [
  target,
  col.custom('reason', 'Причина', ReasonCell, { main: true, reads: REASON_FIELDS }),
  col.user('reporter', 'Пожаловался'),
  status,
  received,
];

/**
 * Beside the open complaint's panel the list has half the width: what the panel shows in full (the
 * reason, the reporter) leaves the rows, so the status and the date stay in view, not scrolled away.
 */
export const complaintColumnsBesidePanel = [target, status, received];
