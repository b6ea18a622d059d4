import { keys } from '@/shared/api/keys';
import { useSecondOpinion } from '@/shared/form/useSecondOpinion';
import { useClaimWhileDeciding } from '@/shared/ui/useClaimWhileDeciding';
import type { Application } from '@/contract/applications';
import { useReviewApplication } from './api';
import { askApplicationRejectReason, confirmPayout } from './ask-decision';

type Start = () => void;
const nothing: Start = () => undefined;

/** Why an application takes no decision (decided already), or null while it is pending. */
export function decidedApplication(application: Application): string | null {
  return application.status === 'pending' ? null : 'Заявка уже рассмотрена';
}

/**
 * Approve and reject, for a row's buttons and the queue's keys: the application claimed while its
 * dialog is open; `onStart` runs when the decision leaves (after its dialog), so the keys move on.
 */
export function useApplicationDecisions() {
  const review = useReviewApplication();
  const whileClaimed = useClaimWhileDeciding('applications', keys.applications);
  const secondOpinion = useSecondOpinion('applications');

  const approve = (application: Application, onStart: Start = nothing) =>
    whileClaimed(application.id, async () => {
      const payout = application.type === 'payout';
      if (payout && !(await confirmPayout(application))) return;
      onStart();
      await review.run({ id: application.id, action: 'approve' }, { confirmed: payout });
    });

  const reject = (application: Application, onStart: Start = nothing) =>
    whileClaimed(application.id, () =>
      askApplicationRejectReason((reason) => {
        onStart();
        return review.run({ id: application.id, action: 'reject', reason });
      }),
    );

  /** «Нужно второе мнение»: the note's dialog; the keys move on once the server took it. */
  const escalate = (application: Application, onSent: Start = nothing) =>
    whileClaimed(application.id, async () => {
      if (await secondOpinion.ask(application.id)) onSent();
    });

  return { approve, reject, escalate, isPending: review.isPending };
}
