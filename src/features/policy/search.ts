import { policyReasonsListContract } from '@/contract/policy-reasons-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the policy's reasons: their key order, the kind and active filters. */
export const policyReasonsList = listSearchFrom(policyReasonsListContract);
