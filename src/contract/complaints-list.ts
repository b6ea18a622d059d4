import { defineListContract, listFilter } from './list';

/**
 * The complaints' enums and the queue's list (sorts, filters, what «all» means): what the URL
 * state of the queue needs, apart from the item's schema (complaints.ts).
 */
export const COMPLAINT_STATUSES = ['new', 'resolved', 'rejected'] as const;
export const COMPLAINT_TARGET_TYPES = ['video', 'comment', 'user'] as const;
export const COMPLAINT_ACTIONS = ['none', 'hide_content', 'block_user'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ComplaintTargetType = (typeof COMPLAINT_TARGET_TYPES)[number];
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

/**
 * `GET /complaints`: the queue opens on the new ones, first come first served (oldest first, as
 * every queue); «Все» sends no status. `targetUserId` (the
 * complaints about one user) is the user card's, not the queue's.
 */
export const complaintsListContract = defineListContract({
  sorts: ['createdAt'],
  sort: 'createdAt',
  order: 'asc',
  filters: {
    status: listFilter.status(COMPLAINT_STATUSES, { all: 'all', byDefault: 'new' }),
    targetType: listFilter.oneOf(COMPLAINT_TARGET_TYPES),
    reasonId: listFilter.id(),
    targetUserId: listFilter.id(),
  },
});
