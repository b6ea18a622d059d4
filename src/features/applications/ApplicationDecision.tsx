import { keys } from '@/shared/api/keys';
import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { useClaimWhileDeciding } from '@/shared/ui/useClaimWhileDeciding';
import type { Application } from '@/contract/applications';
import { APPLICATION_TYPE_LABEL, useReviewApplication } from './api';
import { askApplicationRejectReason, confirmPayout } from './decision-dialogs';

/** A pending application's approve / reject; a decided one has none. */
export function ApplicationDecision({ row: application }: { row: Application }) {
  const review = useReviewApplication();
  const whileClaimed = useClaimWhileDeciding('applications', keys.applications);
  if (application.status !== 'pending') return null;
  const pending = review.isPending(application.id);
  return (
    <DecisionButtons
      subject={`${APPLICATION_TYPE_LABEL[application.type]}: ${application.user.nickname}`}
      approveDisabled={pending}
      rejectDisabled={pending}
      onApprove={() =>
        whileClaimed(application.id, async () => {
          const payout = application.type === 'payout';
          if (payout && !(await confirmPayout(application))) return;
          await review.run({ id: application.id, action: 'approve' }, { confirmed: payout });
        })
      }
      onReject={() =>
        void whileClaimed(application.id, () =>
          askApplicationRejectReason((reason) =>
            review.run({ id: application.id, action: 'reject', reason }),
          ),
        )
      }
    />
  );
}
