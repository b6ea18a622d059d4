import { queryOptions } from '@tanstack/react-query';
import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useStatusChange } from '@/shared/actions/useStatusChange';
import type { VideosSearch } from './search';
import { listApiParams } from '@/contract/list';
import { videosListContract } from '@/contract/videos';
import { videoSchema, type Video, type VideoStatus } from '@/contract/videos';

const toApiParams = (search: VideosSearch) => listApiParams(videosListContract, search);

export const videosListQueryOptions = (search: VideosSearch) =>
  listQueryOptions(keys.videos, 'videos', videoSchema, search, toApiParams(search));

export const videoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.videos.detail(id),
    queryFn: ({ client, signal }) => apiOf(client).get(`videos/${id}`, videoSchema, { signal }),
  });

/**
 * `expectedStatus`: the status the moderator saw; when the video has another one by now, somebody
 * decided it meanwhile and the server answers 409 `Уже решено: …`
 * (docs/product.md#several-moderators-at-once).
 */
export type VideoDecision = { id: number; expectedStatus?: VideoStatus } & (
  { action: 'approve' } | { action: 'reject'; reason: string }
);

const decisionMessage = (video: Video) =>
  video.status === 'published'
    ? `Видео «${video.title}» одобрено`
    : `Видео «${video.title}» отклонено`;

/**
 * Approve or reject one video: optimistic in every list and on its page, held back 5 s for
 * `Отменить`, rolled back on failure, one decision in flight per video.
 */
export function useModerateVideo() {
  return useStatusChange<Video, VideoDecision, Video>({
    keys: keys.videos,
    mutationKey: ['videos', 'decide'],
    mutationFn: (decision, { client }) =>
      decision.action === 'approve'
        ? apiOf(client).post(
            `videos/${decision.id}/approve`,
            videoSchema,
            decision.expectedStatus && { expectedStatus: decision.expectedStatus },
          )
        : apiOf(client).post(`videos/${decision.id}/reject`, videoSchema, {
            reason: decision.reason,
            expectedStatus: decision.expectedStatus,
          }),
    optimistic: (video, decision) => ({
      ...video,
      status: decision.action === 'approve' ? 'published' : 'rejected',
      rejectReason: decision.action === 'reject' ? decision.reason : null,
    }),
    resultItem: (video) => video,
    successMessage: decisionMessage,
    undoable: { message: decisionMessage },
    alsoInvalidate: [keys.counters],
  });
}
