import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/shared/api/client';
import { countersQueryKey } from '@/shared/api/counters';
import { contestRefSchema } from '@/shared/api/references';
import { patchCachedLists } from '@/shared/api/optimistic';
import { isoDate, pageOf, userSummarySchema } from '@/shared/api/schemas';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import { notifySuccess } from '@/shared/ui/notify';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationsSearch,
  type ApplicationStatus,
  type ApplicationType,
} from './search';

export { APPLICATION_TYPES, type ApplicationsSearch, type ApplicationStatus } from './search';

/** PRODUCT §5, Applications row. */
export const APPLICATION_TYPE_LABEL: Record<ApplicationType, string> = {
  verification: 'Подтверждение профиля',
  contest: 'Участие в конкурсе',
  payout: 'Вывод средств',
};

export const applicationSchema = z.object({
  id: z.number(),
  user: userSummarySchema,
  type: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string(),
  contest: z.nullable(contestRefSchema),
  amount: z.nullable(z.int()),
  reviewedBy: z.nullable(userSummarySchema),
  reviewedAt: z.nullable(isoDate),
  rejectReason: z.nullable(z.string()),
  createdAt: isoDate,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationRejectReasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMPTY_MESSAGE),
    z.maxLength(500, 'Причина: не длиннее 500 символов'),
  );

export const applicationsKeys = {
  all: ['applications'] as const,
  list: (search: ApplicationsSearch) => ['applications', 'list', search] as const,
};

export const applicationsListQueryOptions = (search: ApplicationsSearch) =>
  queryOptions({
    queryKey: applicationsKeys.list(search),
    queryFn: ({ signal }) =>
      api.get('applications', pageOf(applicationSchema), {
        searchParams: { ...search, status: search.status === 'all' ? undefined : search.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

function refreshQueues(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
    queryClient.invalidateQueries({ queryKey: countersQueryKey }),
  ]);
}

type Review = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** Approve or reject one application; optimistic, like every status change. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Review) =>
      review.action === 'approve'
        ? api.post(`applications/${review.id}/approve`, applicationSchema)
        : api.post(`applications/${review.id}/reject`, applicationSchema, {
            reason: review.reason,
          }),
    onMutate: async (review) => {
      const status: ApplicationStatus = review.action === 'approve' ? 'approved' : 'rejected';
      const rollback = await patchCachedLists<Application>(
        queryClient,
        applicationsKeys.all,
        review.id,
        (item) => ({ ...item, status }),
      );
      return { rollback };
    },
    onError: (_error, _review, context) => context?.rollback(),
    onSuccess: (application) =>
      notifySuccess(application.status === 'approved' ? 'Заявка одобрена' : 'Заявка отклонена'),
    onSettled: () => refreshQueues(queryClient),
  });
}

export function useBulkApproveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.post('applications/bulk', z.object({ updated: z.number() }), { ids, action: 'approve' }),
    onSuccess: ({ updated }) => notifySuccess(`Одобрено заявок: ${updated}`),
    onSettled: () => refreshQueues(queryClient),
  });
}
