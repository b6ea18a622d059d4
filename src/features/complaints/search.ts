import { defineListSearch, filter, optionalFilter, positiveId } from '@/shared/table/list-search';

/** PRODUCT §5, Complaints row: the enums and the queue's URL state (no components, no API code). */
export const COMPLAINT_STATUSES = ['new', 'resolved', 'rejected'] as const;
export const COMPLAINT_TARGET_TYPES = ['video', 'comment', 'user'] as const;
export const COMPLAINT_ACTIONS = ['none', 'hide_content', 'block_user'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ComplaintTargetType = (typeof COMPLAINT_TARGET_TYPES)[number];
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

export const complaintsList = defineListSearch({
  sorts: ['createdAt'],
  sort: 'createdAt',
  // A queue: the complaint waiting longest comes first.
  order: 'asc',
  filters: {
    status: filter.choice([...COMPLAINT_STATUSES, 'all'], 'new'),
    targetType: filter.oneOf(COMPLAINT_TARGET_TYPES),
    reasonId: filter.id(),
    // The complaint open in the side panel: a link to the queue can point at one complaint.
    complaintId: { schema: optionalFilter(positiveId), default: undefined },
  },
});
export type ComplaintsSearch = typeof complaintsList.defaults;
