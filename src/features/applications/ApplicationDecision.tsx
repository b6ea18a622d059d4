import { DecisionButtons } from '@/shared/table/DecisionButtons';
import type { Application } from '@/contract/applications';
import { escalationUnavailable } from '@/contract/escalations-item';
import { APPLICATION_TYPE_LABEL } from './api';
import { useApplicationDecisions } from './useApplicationDecisions';

/** A pending application's approve / reject; a decided one has none. */
export function ApplicationDecision({ row: application }: { row: Application }) {
  const decisions = useApplicationDecisions();
  if (application.status !== 'pending') return null;
  const pending = decisions.isPending(application.id);
  return (
    <DecisionButtons
      subject={`${APPLICATION_TYPE_LABEL[application.type]}: ${application.user.nickname}`}
      approveDisabled={pending}
      rejectDisabled={pending}
      onApprove={() => void decisions.approve(application)}
      onReject={() => void decisions.reject(application)}
      onEscalate={() => void decisions.escalate(application)}
      escalateDisabled={pending || escalationUnavailable(application) !== null}
    />
  );
}
