import { defineListContract, listFilter } from './list';

/**
 * The kinds of decision a ready-made reason is offered for: rejecting a video, blocking a user
 * (also from a complaint), rejecting an application (policy-reasons.ts is the entity).
 */
export const POLICY_REASON_KINDS = ['reject_video', 'block_user', 'reject_application'] as const;
export type PolicyReasonKind = (typeof POLICY_REASON_KINDS)[number];

/** `GET /policy/reasons`: in their key order, the order the dialogs offer them on keys 1–9. */
export const policyReasonsListContract = defineListContract({
  sorts: ['sortOrder'],
  sort: 'sortOrder',
  order: 'asc',
  filters: { kind: listFilter.oneOf(POLICY_REASON_KINDS), isActive: listFilter.flag() },
});
