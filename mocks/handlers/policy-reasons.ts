import {
  POLICY_REASON_ERRORS,
  policyReasonInputSchema,
  policyReasonInUseMessage,
  policyReasonPatchSchema,
  policyReasonsListContract,
  type PolicyReasonKind,
} from '@/contract/policy-reasons';
import { sameDictionaryName } from '@/contract/dictionaries';
import { crudHandlers, nextSortOrder, validateWith, type Validation } from '../crud';
import { db } from '../db';
import type { MockPolicyReason } from '../seed/policy-reasons';

/** The reasons the decisions of a kind were given with, as they were sent (edited or not). */
function decisionReasons(kind: PolicyReasonKind): Array<string | null> {
  if (kind === 'reject_video') return db.videos.map((video) => video.rejectReason);
  if (kind === 'block_user') return db.users.map((user) => user.blockReason);
  return db.applications.map((application) => application.rejectReason);
}

/** The decisions a ready reason started: their reason begins with its text. */
export function policyReasonUsage(reason: MockPolicyReason): number {
  return decisionReasons(reason.kind).filter((text) => text?.startsWith(reason.text)).length;
}

export function policyReasonView(reason: MockPolicyReason) {
  return {
    id: reason.id,
    kind: reason.kind,
    text: reason.text,
    sortOrder: reason.sortOrder,
    isActive: reason.isActive,
    usageCount: policyReasonUsage(reason),
    createdAt: reason.createdAt,
  };
}

/**
 * A body by the contract, then the rule that needs the other rows: no two reasons of one kind say the
 * same (case and surrounding spaces aside), which would put one text under two keys.
 */
function validate(
  body: Record<string, unknown>,
  existing: MockPolicyReason | undefined,
): Validation<MockPolicyReason> {
  const checked = validateWith<MockPolicyReason>(
    { create: policyReasonInputSchema, update: policyReasonPatchSchema },
    body,
    existing,
  );
  if ('errors' in checked) return checked;
  const kind = checked.values.kind ?? existing?.kind;
  const text = checked.values.text ?? existing?.text;
  const taken = db.policyReasons.some(
    (row) =>
      row.id !== existing?.id && row.kind === kind && text && sameDictionaryName(row.text, text),
  );
  return taken ? { errors: { text: POLICY_REASON_ERRORS.taken } } : checked;
}

/**
 * The moderation policy's ready-made reasons (docs/product.md#moderation-policy): every signed-in
 * user reads them (the decisions' dialogs offer them), administrators change them. One some decision
 * started with is switched off, not deleted.
 */
export const handlers = crudHandlers({
  path: '/policy/reasons',
  table: 'policyReasons',
  auditType: 'policy_reason',
  view: policyReasonView,
  list: {
    contract: policyReasonsListContract,
    sortKey: () => (reason) => reason.sortOrder,
    searchIn: (reason) => [reason.text],
  },
  validate,
  create: (values) => ({
    kind: values.kind!,
    text: values.text!,
    isActive: values.isActive ?? true,
    sortOrder: values.sortOrder ?? nextSortOrder(db.policyReasons),
  }),
  inUse: (reason) => {
    const decisions = policyReasonUsage(reason);
    return decisions > 0 ? policyReasonInUseMessage(decisions) : null;
  },
  notFound: POLICY_REASON_ERRORS.notFound,
  adminOnlyChanges: true,
});
