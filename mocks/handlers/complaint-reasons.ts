import {
  REASON_TITLE_TAKEN_MESSAGE,
  complaintReasonInputSchema,
  complaintReasonPatchSchema,
  complaintReasonsListContract,
} from '@/contract/complaint-reasons';
import { crudHandlers, nextSortOrder, validateWith } from '../crud';
import { db } from '../db';
import type { MockComplaintReason } from '../types';
import { complaintReasonView, complaintsWithReason } from '../views';

/** «в 1 жалобе», «в 37 жалобах». */
function inComplaints(count: number): string {
  return `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'жалобе' : 'жалобах'}`;
}

/**
 * Complaint reasons (docs/product.md#dictionaries): the dictionary's five endpoints; changes are
 * for administrators.
 */
export const handlers = crudHandlers({
  path: '/complaint-reasons',
  table: 'complaintReasons',
  auditType: 'complaint_reason',
  view: complaintReasonView,
  list: {
    contract: complaintReasonsListContract,
    sortKey: () => (reason) => reason.sortOrder,
    searchIn: (reason) => [reason.title, reason.description],
  },
  validate: (body, existing) =>
    validateWith<MockComplaintReason>(
      { create: complaintReasonInputSchema, update: complaintReasonPatchSchema },
      body,
      existing,
    ),
  uniqueName: { field: 'title', message: REASON_TITLE_TAKEN_MESSAGE },
  create: (values) => ({
    title: values.title!,
    description: values.description ?? '',
    isActive: values.isActive ?? true,
    sortOrder: values.sortOrder ?? nextSortOrder(db.complaintReasons),
  }),
  inUse: (reason) => {
    const complaints = complaintsWithReason(reason.id);
    return complaints > 0 ? `Причина используется в ${inComplaints(complaints)}` : null;
  },
  notFound: 'Причина не найдена',
  adminOnlyChanges: true,
});
