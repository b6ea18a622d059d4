import type { QueryClient } from '@tanstack/react-query';
import { nextParams, notifyEmptyQueue, takeNextItem } from '@/shared/actions/queue-next';
import { complaintReasonOptionsQueryOptions } from '@/shared/api/options';
import { keys } from '@/shared/api/keys';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { complaintSchema } from '@/contract/complaints';
import { complaintsListContract } from '@/contract/complaints-list';
import { TARGET_TYPE_LABEL } from './api';
import type { ComplaintsSearch } from './search';

/** The filters the next complaint is asked with, named: «статус «Новая», объект «Видео»». */
async function namedFilters(queryClient: QueryClient, search: ComplaintsSearch) {
  const reasons = search.reasonId
    ? await queryClient
        .ensureQueryData(complaintReasonOptionsQueryOptions())
        .then((page) => page.items)
        .catch(() => [])
    : [];
  const reason = reasons.find((item) => item.id === search.reasonId)?.title;
  return [
    `статус «${COMPLAINT_STATUS_STYLES.new.label}»`,
    search.targetType && `объект «${TARGET_TYPE_LABEL[search.targetType]}»`,
    search.reasonId && `причина «${reason ?? `№${search.reasonId}`}»`,
    search.search && `поиск «${search.search}»`,
  ].filter((text): text is string => Boolean(text));
}

/**
 * «Начать» (and `J` past the last row): the server hands this moderator the next new complaint of the
 * list's filters, which `open` shows beside the queue; «Очередь пуста: …» names the filters when none
 * is free. Loaded on the first press.
 */
export async function startComplaints(
  queryClient: QueryClient,
  search: ComplaintsSearch,
  open: (id: number) => void,
): Promise<void> {
  const params = nextParams(complaintsListContract, search);
  const taken = await takeNextItem(queryClient, 'complaints', complaintSchema, params);
  if (!taken) return notifyEmptyQueue(await namedFilters(queryClient, search));
  queryClient.setQueryData(keys.complaints.detail(taken.item.id), taken.item);
  open(taken.item.id);
}
