import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';
import { nextParams, notifyEmptyQueue, takeNextItem } from '@/shared/actions/queue-next';
import { keys } from '@/shared/api/keys';
import { videoSchema } from '@/contract/videos';
import { videosListContract } from '@/contract/videos-list';
import type { VideosSearch } from './search';
import { namedVideoFilters } from './useActiveVideoFilters';

/**
 * A list sorted by risk, riskiest first, has the server hand out the riskiest free video
 * (docs/product.md#risk-per-frame); any other order, the oldest.
 */
export const nextOrder = (search: Pick<VideosSearch, 'sort' | 'order'>) =>
  search.sort === 'risk' && search.order === 'desc' ? { order: 'risk' } : undefined;

/**
 * «Начать» (and `J` past the last row): the server hands this moderator the next video of the list's
 * filters in the queue, and its page opens, to be followed by the next the server hands out;
 * «Очередь пуста: …» names the list's filters, in the queue, when none is free. Loaded on the first
 * press.
 */
export async function startVideos(
  queryClient: QueryClient,
  navigate: ReturnType<typeof useNavigate>,
  search: VideosSearch,
): Promise<void> {
  const params = nextParams(videosListContract, search);
  const taken = await takeNextItem(
    queryClient,
    'videos',
    videoSchema,
    params,
    [],
    nextOrder(search),
  );
  if (!taken)
    return notifyEmptyQueue(
      await namedVideoFilters(queryClient, { ...search, status: 'moderation' }),
    );
  queryClient.setQueryData(keys.videos.detail(taken.item.id), taken.item);
  await navigate({
    to: '/moderation/videos/$videoId',
    params: { videoId: taken.item.id },
    state: { fromList: { ...search, status: 'moderation', page: 1 }, handedOut: true },
  });
}
