import type { MockContribution, MockStock, StockStatus } from '../types';
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

/** Switched off wins; otherwise the dates against the current time decide. */
export function stockStatus(stock: MockStock, now = Date.now()): StockStatus {
  if (!stock.isEnabled) return 'disabled';
  if (now < Date.parse(stock.startsAt)) return 'scheduled';
  return now < Date.parse(stock.endsAt) ? 'active' : 'finished';
}

export function stockView(stock: MockStock) {
  return {
    id: stock.id,
    title: stock.title,
    description: stock.description,
    kind: stock.kind,
    value: stock.value,
    minContribution: stock.minContribution,
    contest: contestRef(stock.contestId),
    startsAt: stock.startsAt,
    endsAt: stock.endsAt,
    isEnabled: stock.isEnabled,
    status: stockStatus(stock),
    usageCount: stock.usageCount,
    createdAt: stock.createdAt,
  };
}
export type StockView = ReturnType<typeof stockView>;
