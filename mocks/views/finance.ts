import type { MockContribution } from '../types';
import { contestRef } from './references';
import { userSummaryById } from './users';

export function contributionView(contribution: MockContribution) {
  return {
    id: contribution.id,
    user: userSummaryById(contribution.userId),
    contest: contestRef(contribution.contestId),
    amount: contribution.amount,
    type: contribution.type,
    status: contribution.status,
    paymentMethod: contribution.paymentMethod,
    createdAt: contribution.createdAt,
  };
}
export type ContributionView = ReturnType<typeof contributionView>;
