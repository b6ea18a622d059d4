import { complaintReasonsListContract } from '@/contract/complaint-reasons-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the complaint reasons list: its contract's sort and filter (src/contract/complaint-reasons.ts). */
export const complaintReasonsList = listSearchFrom(complaintReasonsListContract);
