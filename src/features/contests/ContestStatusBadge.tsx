import { useState } from 'react';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { CONTEST_STATUS_STYLES } from '@/shared/ui/statuses';
import { contestState } from '@/contract/contests';
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
  return (
    <StatusBadge status={contestState(contest, now ?? mounted)} styles={CONTEST_STATUS_STYLES} />
  );
}

/** The list's status cell. */
export function ContestStatusCell({ row }: { row: Contest }) {
  return <ContestStatusBadge contest={row} />;
}
