import { claimView, isWaiting } from '../claims';
import { itemEscalationView } from '../escalations';
import type { MockApplication } from '../types';
import { contestRef } from './references';
import { userSummaryById } from './users';

/** An application as `applicationSchema` (src/contract/applications.ts) reads it. */
export function applicationView(application: MockApplication) {
  return {
    id: application.id,
    user: userSummaryById(application.userId),
    type: application.type,
    status: application.status,
    message: application.message,
    contest: contestRef(application.contestId),
    amount: application.amount,
    reviewedBy:
      application.reviewedById === null ? null : userSummaryById(application.reviewedById),
    reviewedAt: application.reviewedAt,
    rejectReason: application.rejectReason,
    createdAt: application.createdAt,
    claim: claimView(application, isWaiting.applications(application)),
    escalation: itemEscalationView('applications', application.id),
  };
}
export type ApplicationView = ReturnType<typeof applicationView>;
