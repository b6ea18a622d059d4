import { useState } from 'react';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { CONTEST_STATUS_STYLES } from '@/shared/ui/statuses';
import { isScheduled } from '@/contract/contests';
import type { Contest } from './schemas';

/** A contest's status as the panel shows it: published for a later start reads «Запланирован». */
export function ContestStatusBadge({
  contest,
  now,
}: {
  contest: Pick<Contest, 'status' | 'startsAt'>;
  /** The page's moment, when it has one (the detail page's actions follow the same). */
  now?: number;
}) {
  const [mounted] = useState(Date.now);
  const status = isScheduled(contest, now ?? mounted) ? 'scheduled' : contest.status;
  return <StatusBadge status={status} styles={CONTEST_STATUS_STYLES} />;
}

/** The list's status cell. */
export function ContestStatusCell({ row }: { row: Contest }) {
  return <ContestStatusBadge contest={row} />;
}
