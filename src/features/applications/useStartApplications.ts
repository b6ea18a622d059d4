import { useQueryClient } from '@tanstack/react-query';
import { APPLICATION_STATUS_STYLES } from '@/shared/ui/statuses';
import { applicationSchema } from '@/contract/applications';
import { applicationsListContract } from '@/contract/applications-list';
import { APPLICATION_TYPE_LABEL } from './api';
import type { ApplicationsSearch } from './search';

/**
 * «Начать» (and `J` past the last row): the server hands this moderator the next pending application
 * of the list's filters, which `show` makes the active row; «Очередь пуста: …» names the filters when
 * none is free.
 */
export function useStartApplications(search: ApplicationsSearch, show: (id: number) => void) {
  const queryClient = useQueryClient();
  const filters = [
    `статус «${APPLICATION_STATUS_STYLES.pending.label}»`,
    search.type && `тип «${APPLICATION_TYPE_LABEL[search.type]}»`,
    search.search && `поиск «${search.search}»`,
  ].filter((text): text is string => Boolean(text));
  return async () => {
    const { nextParams, notifyEmptyQueue, takeNextItem } =
      await import('@/shared/actions/queue-next');
    const taken = await takeNextItem(
      queryClient,
      'applications',
      applicationSchema,
      nextParams(applicationsListContract, search),
    );
    if (!taken) return notifyEmptyQueue(filters);
    show(taken.item.id);
  };
}
