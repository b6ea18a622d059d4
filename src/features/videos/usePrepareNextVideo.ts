import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Video } from '@/contract/videos';
import { keys } from '@/shared/api/keys';
import { sessionOf } from '@/shared/api/session';
import { afterFirstInput } from '@/shared/ui/on-demand';
import type { Page } from '@/shared/api/schemas';
import { videoQueryOptions } from './api';
import { findNextVideo } from './video-changes';
import type { VideosSearch } from './search';

/**
 * Runs `run` in idle time after the moderator's first input on the page: a page nobody touches (a
 * cold load's measurement) spends nothing on the next video, and one being watched has it by the
 * time «и следующее» is pressed.
 */
const whenWatched = (run: () => void): (() => void) => {
  let cancelIdle = () => {};
  const stopWaiting = afterFirstInput(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 5000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 1000);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    stopWaiting();
    cancelIdle();
  };
};

/**
 * «…и следующее» shows the next video at once: in idle time once the moderator is at the page (their
 * first input), the video «next» would open now (of the list
 * the page came from, or of the queue) is fetched, its poster loaded, and its filmstrip read and scored
 * for risk once this one's is done. Asked again when the decision is made, so a queue that moved meanwhile is followed.
 */
export function usePrepareNextVideo(
  video: Video,
  fromList: VideosSearch | undefined,
  skip: (video: Video) => boolean,
) {
  const queryClient = useQueryClient();
  const { id, status, videoUrl } = video;
  const list = fromList ? JSON.stringify(fromList) : '';
  useEffect(() => {
    // Only a video being judged leads to another; a decided one was opened to look it up.
    if (status !== 'moderation') return;
    let stopped = false;
    let stopScoring = () => {};
    const cancel = whenWatched(() => {
      void (async () => {
        const from = list ? (JSON.parse(list) as VideosSearch) : undefined;
        const seen = from
          ? queryClient.getQueryData<Page<Video>>(keys.videos.list(from))?.items
          : undefined;
        const nextId = await findNextVideo(queryClient, from, seen, id, skip).catch(() => null);
        if (stopped || nextId === null) return;
        const next = await queryClient.fetchQuery(videoQueryOptions(nextId)).catch(() => null);
        if (stopped || !next) return;
        new Image().src = next.previewUrl;
        const { prepareFrames, sessionFrames } = await import('@/shared/lib/frame-store');
        if (stopped) return;
        const frames = sessionOf(queryClient).own(sessionFrames);
        await prepareFrames(frames, next.videoUrl, videoUrl);
        if (stopped) return;
        const { scoreAhead, sessionRisk } = await import('./risk/risk-scorer');
        if (!stopped)
          stopScoring = scoreAhead(sessionOf(queryClient).own(sessionRisk), frames, next);
      })();
    });
    return () => {
      stopped = true;
      cancel();
      stopScoring();
    };
    // `skip` is read when idle comes; a new one each render must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, id, status, videoUrl, list]);
}
