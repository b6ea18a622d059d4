import { lazy, Suspense } from 'react';
import { useFailedDecisions } from '../api/useFailedDecisions';

const UnsentDecisionsBar = lazy(() => import('./UnsentDecisionsBar'));

/**
 * The shell's place for the bar «Не отправлено»: drawn (and its code loaded) only while a decision of
 * this user failed to go out.
 */
export function UnsentDecisions({ userId }: { userId: number | undefined }) {
  const failed = useFailedDecisions(userId);
  if (failed.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UnsentDecisionsBar userId={userId} failed={failed} />
    </Suspense>
  );
}
