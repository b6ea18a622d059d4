import type { QueryClient } from '@tanstack/react-query';
import { nextParams, notifyEmptyQueue, takeNextItem } from '@/shared/actions/queue-next';
import { APPLICATION_STATUS_STYLES } from '@/shared/ui/statuses';
import { applicationSchema } from '@/contract/applications';
import { applicationsListContract } from '@/contract/applications-list';
import { APPLICATION_TYPE_LABEL } from './api';
import type { ApplicationsSearch } from './search';

/**
 * «Начать» (and `J` past the last row): the server hands this moderator the next pending application
 * of the list's filters, which `show` makes the active row; «Очередь пуста: …» names the filters when
 * none is free. Loaded on the first press.
 */
export async function startApplications(
  queryClient: QueryClient,
  search: ApplicationsSearch,
  show: (id: number) => void,
): Promise<void> {
  const params = nextParams(applicationsListContract, search);
  const taken = await takeNextItem(queryClient, 'applications', applicationSchema, params);
  if (taken) return show(taken.item.id);
  notifyEmptyQueue(
    [
      `статус «${APPLICATION_STATUS_STYLES.pending.label}»`,
      search.type && `тип «${APPLICATION_TYPE_LABEL[search.type]}»`,
      search.search && `поиск «${search.search}»`,
    ].filter((text): text is string => Boolean(text)),
  );
}
