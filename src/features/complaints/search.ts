import { complaintsListContract } from '@/contract/complaints-list';
import { listSearchFrom, optionalFilter, positiveId } from '@/shared/table/list-search';

/** docs/product.md#complaints: the enums (src/contract/complaints.ts) and the queue's URL state. */
export {
  COMPLAINT_ACTIONS,
  COMPLAINT_STATUSES,
  COMPLAINT_TARGET_TYPES,
  type ComplaintAction,
  type ComplaintStatus,
  type ComplaintTargetType,
} from '@/contract/complaints-list';

export const complaintsList = listSearchFrom(complaintsListContract, {
  filters: ['status', 'targetType', 'reasonId'],
  extra: {
    // The complaint open in the side panel: a link to the queue can point at one complaint.
    complaintId: { schema: optionalFilter(positiveId), default: undefined },
  },
});
export type ComplaintsSearch = typeof complaintsList.defaults;
