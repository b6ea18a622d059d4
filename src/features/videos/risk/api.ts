import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RISK_MODEL, type FrameRisk } from '@/contract/video-risk';
import { videoSchema } from '@/contract/videos';
import { keys } from '@/shared/api/keys';
import { apiOf } from '@/shared/api/session';

/** Sends a video's scores, once they are all in (PUT /videos/{id}/risk): everyone else reads them. */
export function useSendVideoRisk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['videos', 'risk'],
    mutationFn: ({ id, frames }: { id: number; frames: readonly FrameRisk[] }, { client }) =>
      apiOf(client).put(`videos/${id}/risk`, videoSchema, {
        model: RISK_MODEL.name,
        modelVersion: RISK_MODEL.version,
        frames,
      }),
    // The lists' «Риск» reads the maximum the server computed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.videos.lists() }),
  });
}
