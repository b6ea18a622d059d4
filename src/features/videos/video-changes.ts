import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { writeCachedItem } from '@/shared/api/cached-items';
import { anyResult, bulkResultSchema } from '@/shared/api/schemas';
import { notifySkipped } from '@/shared/ui/notify-skipped';
import { notifySuccess } from '@/shared/ui/notify';
import { videosListQueryOptions } from './api';
import { videosList, type VideosSearch } from './search';
import { videoSchema, type Video, type VideoBulkAction, type VideoStatus } from '@/contract/videos';

/*
 * What changes videos beyond a row's decision (api.ts): the ticked rows at once, a video's page («and
 * next», saving, deleting). Apart from api.ts, so the queue's first paint does not carry them.
 */

/**
 * Where «and next» goes when no list is known (the video was opened from a link or a fresh tab): the
 * list's default view, the moderation queue in the contract's first-come-first-served order, so it
 * goes where the list's first row would.
 */
const QUEUE: VideosSearch = videosList.defaults;

/** A list page as it is now on the server (not from the cache). */
function freshPage(queryClient: QueryClient, search: VideosSearch) {
  return queryClient.fetchQuery({ ...videosListQueryOptions(search), staleTime: 0 });
}

/**
 * The video to open after deciding `currentId`: the next row of the list the moderator came from
 * (its filters, order and page), or the oldest waiting video when the page was opened directly.
 * `seen` is that list page as it was before the decision (the decision may move rows out of it).
 * Rejects when the list cannot be loaded (the failure has been shown).
 */
export async function findNextVideo(
  queryClient: QueryClient,
  from: VideosSearch | undefined,
  seen: Video[] | undefined,
  currentId: number,
  /**
   * Videos «next» passes over: those another moderator is on
   * (docs/product.md#several-moderators-at-once) and those with a decision the server does not know
   * yet (held for `Отменить`).
   */
  skip: (video: Video) => boolean = () => false,
): Promise<number | null> {
  if (!from) {
    const queue = await freshPage(queryClient, QUEUE);
    return queue.items.find((video) => video.id !== currentId && !skip(video))?.id ?? null;
  }
  const before = seen ?? [];
  const index = before.findIndex((video) => video.id === currentId);
  const passed = new Set(before.slice(0, index + 1).map((video) => video.id));
  passed.add(currentId);
  const later = new Set(before.slice(index + 1).map((video) => video.id));
  const now = await freshPage(queryClient, from);
  // A row that followed this one and is still in the list; else one that moved up into the page.
  const next =
    now.items.find((video) => later.has(video.id) && !skip(video)) ??
    now.items.find((video) => !passed.has(video.id) && !skip(video));
  if (next) return next.id;
  if (from.page * from.limit >= now.total) return null;
  const following = await freshPage(queryClient, { ...from, page: from.page + 1 });
  return following.items.find((video) => !passed.has(video.id) && !skip(video))?.id ?? null;
}

function invalidateAfterModeration(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.videos.all }),
    queryClient.invalidateQueries({ queryKey: keys.counters }),
  ]);
}

export function useBulkModerateVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: {
        ids: number[];
        action: VideoBulkAction;
        reason?: string;
        /** The status all the selected videos had on screen; the server skips those that changed. */
        expectedStatus?: VideoStatus;
      },
      { client },
    ) => apiOf(client).post('videos/bulk', bulkResultSchema, input),
    onSuccess: ({ updated, skipped }, input) => {
      notifySuccess(
        input.action === 'approve' ? `Одобрено видео: ${updated}` : `Отклонено видео: ${updated}`,
      );
      notifySkipped(skipped);
    },
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}

export interface VideoUpdate {
  title: string;
  description: string;
  categoryId: number;
  contestId: number | null;
}

export function useUpdateVideo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: VideoUpdate, { client }) =>
      apiOf(client).patch(`videos/${id}`, videoSchema, update),
    onSuccess: (video) => {
      writeCachedItem(queryClient, keys.videos, video);
      notifySuccess('Изменения сохранены');
      return queryClient.invalidateQueries({ queryKey: keys.videos.lists() });
    },
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client }) => apiOf(client).delete(`videos/${id}`, anyResult),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: keys.videos.detail(id) });
      notifySuccess('Видео удалено');
      return invalidateAfterModeration(queryClient);
    },
  });
}
