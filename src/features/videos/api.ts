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
import { categoryRefSchema, contestRefSchema } from '@/shared/api/references';
import { patchCachedLists } from '@/shared/api/optimistic';
import { anyResult, pageOf } from '@/shared/api/schemas';
import { notifySuccess } from '@/shared/ui/notify';
import type { VideosSearch } from './search';
import { videoSchema, type Video, type VideoStatus } from './schemas';

export const videosKeys = {
  all: ['videos'] as const,
  lists: () => ['videos', 'list'] as const,
  list: (search: VideosSearch) => ['videos', 'list', search] as const,
  detail: (id: number) => ['videos', 'detail', id] as const,
};

function toApiParams(search: VideosSearch) {
  return { ...search, status: search.status === 'all' ? undefined : search.status };
}

export const videosListQueryOptions = (search: VideosSearch) =>
  queryOptions({
    queryKey: videosKeys.list(search),
    queryFn: ({ signal }) =>
      api.get('videos', pageOf(videoSchema), { searchParams: toApiParams(search), signal }),
    placeholderData: keepPreviousData,
  });

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: videosKeys.detail(id),
    queryFn: ({ signal }) => api.get(`videos/${id}`, videoSchema, { signal }),
  });

/** The oldest video still waiting, other than `exceptId`: the queue is first come, first served. */
export async function fetchNextInQueue(exceptId: number): Promise<Video | null> {
  const page = await api.get('videos', pageOf(videoSchema), {
    searchParams: { status: 'moderation', sort: 'createdAt', order: 'asc', limit: 10 },
  });
  return page.items.find((video) => video.id !== exceptId) ?? null;
}

const categoryOptionSchema = z.object({ ...categoryRefSchema.shape, isActive: z.boolean() });
const contestOptionSchema = z.object({ ...contestRefSchema.shape, status: z.string() });

/** Dictionaries for selects and filters: small, rarely changing, cached for long. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'options'],
    queryFn: ({ signal }) =>
      api.get('categories', pageOf(categoryOptionSchema), {
        searchParams: { limit: 100, sort: 'sortOrder', order: 'asc' },
        signal,
      }),
    select: (page) => page.items,
    staleTime: 5 * 60_000,
  });

export const contestOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['contests', 'options'],
    queryFn: ({ signal }) =>
      api.get('contests', pageOf(contestOptionSchema), {
        searchParams: { limit: 100, sort: 'startsAt', order: 'desc' },
        signal,
      }),
    select: (page) => page.items,
    staleTime: 5 * 60_000,
  });

function invalidateAfterModeration(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: videosKeys.all }),
    queryClient.invalidateQueries({ queryKey: countersQueryKey }),
  ]);
}

type Decision =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/**
 * Approve or reject one video. Optimistic: lists and the detail show the new status at once;
 * on failure everything is rolled back (the client has already said why).
 */
export function useModerateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.action === 'approve'
        ? api.post(`videos/${decision.id}/approve`, videoSchema)
        : api.post(`videos/${decision.id}/reject`, videoSchema, { reason: decision.reason }),
    onMutate: async (decision) => {
      const status: VideoStatus = decision.action === 'approve' ? 'published' : 'rejected';
      const patch = (video: Video): Video => ({
        ...video,
        status,
        rejectReason: decision.action === 'reject' ? decision.reason : null,
      });
      const rollbackLists = await patchCachedLists<Video>(
        queryClient,
        videosKeys.lists(),
        decision.id,
        patch,
      );
      await queryClient.cancelQueries({ queryKey: videosKeys.detail(decision.id) });
      const detail = queryClient.getQueryData<Video>(videosKeys.detail(decision.id));
      if (detail) queryClient.setQueryData(videosKeys.detail(decision.id), patch(detail));
      return { rollbackLists, detail };
    },
    onError: (_error, decision, context) => {
      context?.rollbackLists();
      if (context?.detail) queryClient.setQueryData(videosKeys.detail(decision.id), context.detail);
    },
    onSuccess: (video) => {
      queryClient.setQueryData(videosKeys.detail(video.id), video);
      notifySuccess(
        video.status === 'published'
          ? `Видео «${video.title}» одобрено`
          : `Видео «${video.title}» отклонено`,
      );
    },
    onSettled: () => invalidateAfterModeration(queryClient),
  });
}

export function useBulkModerateVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; action: 'approve' | 'reject'; reason?: string }) =>
      api.post('videos/bulk', z.object({ updated: z.number() }), input),
    onSuccess: ({ updated }, input) =>
      notifySuccess(
        input.action === 'approve' ? `Одобрено видео: ${updated}` : `Отклонено видео: ${updated}`,
      ),
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
    mutationFn: (update: VideoUpdate) => api.patch(`videos/${id}`, videoSchema, update),
    onSuccess: (video) => {
      queryClient.setQueryData(videosKeys.detail(id), video);
      notifySuccess('Изменения сохранены');
      return queryClient.invalidateQueries({ queryKey: videosKeys.lists() });
    },
  });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`videos/${id}`, anyResult),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: videosKeys.detail(id) });
      notifySuccess('Видео удалено');
      return invalidateAfterModeration(queryClient);
    },
  });
}
