import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useStatusChange } from '@/shared/actions/useStatusChange';
import { bulkResultSchema } from '@/shared/api/schemas';
import { EMPTY_MESSAGE, trimmedText } from '@/shared/lib/validation';
import { notifySkipped } from '@/shared/ui/notify-skipped';
import { notifySuccess } from '@/shared/ui/notify';
import {
  APPLICATION_REJECT_REASON_LONG_MESSAGE,
  APPLICATION_REJECT_REASON_MAX,
  applicationSchema,
  applicationsListContract,
  type Application,
} from '@/contract/applications';
import type { ApplicationsSearch, ApplicationType } from './search';
import { listApiParams } from '@/contract/list';

export { APPLICATION_TYPES, type ApplicationsSearch, type ApplicationStatus } from './search';

/**
 * docs/product.md#applications. Short: the type column stays one line beside the message on a
 * 1280 px screen (the contest itself is in the next column).
 */
export const APPLICATION_TYPE_LABEL: Record<ApplicationType, string> = {
  verification: 'Верификация',
  contest: 'Конкурс',
  payout: 'Вывод средств',
};

/**
 * The contract's reason (src/contract/applications.ts), empty said as every form says it
 * (docs/product.md#forms).
 */
export const applicationRejectReasonSchema = trimmedText({
  max: APPLICATION_REJECT_REASON_MAX,
  messages: { empty: EMPTY_MESSAGE, long: APPLICATION_REJECT_REASON_LONG_MESSAGE },
});

export const applicationsListQueryOptions = (search: ApplicationsSearch) =>
  listQueryOptions(
    keys.applications,
    'applications',
    applicationSchema,
    search,
    listApiParams(applicationsListContract, search),
  );

export type Review =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** Names its application: a row decided by key is not the one under the pointer. */
const reviewMessage = (application: Application) =>
  application.status === 'approved'
    ? `Заявка №${application.id} одобрена`
    : `Заявка №${application.id} отклонена`;

/**
 * Approve or reject one application; optimistic, held back 5 s for `Отменить`, one decision in flight
 * per application.
 */
export function useReviewApplication() {
  return useStatusChange<Application, Review, Application>({
    keys: keys.applications,
    mutationKey: ['applications', 'review'],
    mutationFn: (review, { client }) =>
      review.action === 'approve'
        ? apiOf(client).post(`applications/${review.id}/approve`, applicationSchema)
        : apiOf(client).post(`applications/${review.id}/reject`, applicationSchema, {
            reason: review.reason,
          }),
    optimistic: (item, review) => ({
      ...item,
      status: review.action === 'approve' ? 'approved' : 'rejected',
      rejectReason: review.action === 'reject' ? review.reason : null,
    }),
    resultItem: (application) => application,
    successMessage: reviewMessage,
    undoable: { message: reviewMessage },
    // A payout changes the user's balance.
    alsoInvalidate: [keys.counters, keys.users.all],
  });
}

export function useBulkApproveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[], { client }) =>
      apiOf(client).post('applications/bulk', bulkResultSchema, { ids, action: 'approve' }),
    onSuccess: ({ updated, skipped }) => {
      notifySuccess(`Одобрено заявок: ${updated}`);
      notifySkipped(skipped);
    },
    onSettled: () =>
      Promise.all(
        [keys.applications.all, keys.counters, keys.users.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
