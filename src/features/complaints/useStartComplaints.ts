import { useQuery, useQueryClient } from '@tanstack/react-query';
import { complaintReasonOptionsQueryOptions } from '@/shared/api/options';
import { keys } from '@/shared/api/keys';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { complaintSchema } from '@/contract/complaints';
import { complaintsListContract } from '@/contract/complaints-list';
import { TARGET_TYPE_LABEL } from './api';
import type { ComplaintsSearch } from './search';

/**
 * «Начать» (and `J` past the last row): the server hands this moderator the next new complaint of the
 * list's filters, which `open` shows beside the queue; «Очередь пуста: …» names the filters when none
 * is free.
 */
export function useStartComplaints(search: ComplaintsSearch, open: (id: number) => void) {
  const queryClient = useQueryClient();
  // Asked only for a filter in force: the page loads no dictionary of its own for this.
  const reasons = useQuery({
    ...complaintReasonOptionsQueryOptions(),
    enabled: search.reasonId !== undefined,
  });
  const reason = reasons.data?.find((item) => item.id === search.reasonId)?.title;
  const filters = [
    `статус «${COMPLAINT_STATUS_STYLES.new.label}»`,
    search.targetType && `объект «${TARGET_TYPE_LABEL[search.targetType]}»`,
    search.reasonId && `причина «${reason ?? `№${search.reasonId}`}»`,
    search.search && `поиск «${search.search}»`,
  ].filter((text): text is string => Boolean(text));
  return async () => {
    const { nextParams, notifyEmptyQueue, takeNextItem } =
      await import('@/shared/actions/queue-next');
    const taken = await takeNextItem(
      queryClient,
      'complaints',
      complaintSchema,
      nextParams(complaintsListContract, search),
    );
    if (!taken) return notifyEmptyQueue(filters);
    queryClient.setQueryData(keys.complaints.detail(taken.item.id), taken.item);
    open(taken.item.id);
  };
}
