import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { APPLICATION_TYPE_LABEL, useReviewApplication, type Application } from './api';
import { askApplicationRejectReason, confirmPayout } from './decision-dialogs';

/** A pending application's approve / reject; a decided one has none. */
export function ApplicationDecision({ row: application }: { row: Application }) {
  const review = useReviewApplication();
  if (application.status !== 'pending') return null;
  const pending = review.isPending(application.id);
  return (
    <DecisionButtons
      subject={`${APPLICATION_TYPE_LABEL[application.type]}: ${application.user.nickname}`}
      approveDisabled={pending}
      rejectDisabled={pending}
      onApprove={async () => {
        const payout = application.type === 'payout';
        if (payout && !(await confirmPayout(application))) return;
        await review.run({ id: application.id, action: 'approve' }, { confirmed: payout });
      }}
      onReject={() =>
        void askApplicationRejectReason((reason) =>
          review.run({ id: application.id, action: 'reject', reason }),
        )
      }
    />
  );
}
