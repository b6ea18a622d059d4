import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { keys } from '@/shared/api/keys';
import { videoSchema } from '@/contract/videos';
import { videosListContract } from '@/contract/videos-list';
import type { VideosSearch } from './search';
import { useActiveVideoFilters } from './useActiveVideoFilters';

/**
 * «Начать» (and `J` past the last row): the server hands this moderator the next video of the list's
 * filters in the queue, and its page opens; «Очередь пуста: …» names the filters when none is free.
 */
export function useStartVideos(search: VideosSearch) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const queue = { ...search, status: 'moderation' as const };
  const filters = useActiveVideoFilters(queue);
  return async () => {
    const { nextParams, notifyEmptyQueue, takeNextItem } =
      await import('@/shared/actions/queue-next');
    const taken = await takeNextItem(
      queryClient,
      'videos',
      videoSchema,
      nextParams(videosListContract, search),
    );
    if (!taken) return notifyEmptyQueue(filters);
    queryClient.setQueryData(keys.videos.detail(taken.item.id), taken.item);
    await navigate({
      to: '/moderation/videos/$videoId',
      params: { videoId: taken.item.id },
      state: { fromList: { ...queue, page: 1 }, handedOut: true },
    });
  };
}
