import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { keys } from '@/shared/api/keys';
import { isAdmin, useSelf } from '@/shared/api/self';
import { notifyWarning } from '@/shared/ui/notify';
import { escalatedMessage } from '@/contract/escalations-item';
import type { Page } from '@/shared/api/schemas';
import { useHeldByOther } from '@/shared/api/claim-holder';
import type { useUnsavedChangesGuard } from '@/shared/ui/useUnsavedChangesGuard';
import { useClaimGuard } from '@/shared/ui/claims';
import { useSecondOpinion } from '@/shared/form/useSecondOpinion';
import { useModerateVideo } from './api';
import { findNextVideo } from './video-changes';
import { askRejectReason } from './ask-reject-reason';
import { usePrepareNextVideo } from './usePrepareNextVideo';
import { videoSchema, type Video } from '@/contract/videos';
import { videosListContract } from '@/contract/videos-list';
import { videosList, videosSearchSchema, type VideosSearch } from './search';
import { namedVideoFilters } from './useActiveVideoFilters';

export type Decide = (action: 'approve' | 'reject', next: boolean) => Promise<void>;

/** The list this page was opened from (router state), when it was opened from one. */
function useListOrigin(): VideosSearch | undefined {
  const fromList = useRouterState({ select: (state) => state.location.state.fromList });
  const parsed = fromList ? videosSearchSchema.safeParse(fromList) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/**
 * Approve / reject this video, and «and next»: open the next video of the list it came from (or of
 * the queue), asking about unsaved edits first as leaving does. One decision at a time.
 */
export function useVideoDecisions(video: Video, guard: ReturnType<typeof useUnsavedChangesGuard>) {
  const id = video.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moderate = useModerateVideo();
  const fromList = useListOrigin();
  const handedOut = useRouterState({ select: (state) => state.location.state.handedOut === true });
  const mayDecide = useClaimGuard();
  const self = useSelf();
  const heldByOther = useHeldByOther();
  const [advancing, setAdvancing] = useState(false);
  const secondOpinion = useSecondOpinion('videos');
  const busy = moderate.isPending(id) || advancing;
  usePrepareNextVideo(video, fromList, (next) => heldByOther(next) || moderate.isPending(next.id));

  /**
   * Approves, or asks for the reason and rejects; true once the server agreed. Asks first when another
   * moderator is on the video; sends the status seen, so a decision made meanwhile is not overwritten.
   * `onDeciding` runs as the decision is taken, so that what it changes on the page is drawn with it.
   */
  async function decideThis(
    action: 'approve' | 'reject',
    onDeciding?: () => void,
  ): Promise<boolean> {
    // The administrators' until they answer: said at once, as the server would refuse it.
    if (video.escalation && !isAdmin(self)) {
      notifyWarning(escalatedMessage(video.escalation.askedBy.nickname));
      return false;
    }
    if (!(await mayDecide(video))) return false;
    const expectedStatus = video.status;
    if (action === 'approve') {
      onDeciding?.();
      return moderate.run({ id, action: 'approve', expectedStatus });
    }
    const reason = await askRejectReason((text) => {
      onDeciding?.();
      return moderate.run({ id, action: 'reject', reason: text, expectedStatus });
    });
    return reason !== null;
  }

  /**
   * The next video of the list's filters in the queue, claimed by the server for this moderator
   * (passing over this one, whose decision may not have reached it yet); null, said as «Очередь
   * пуста: …», when nothing is free.
   */
  async function takeNext(): Promise<number | null> {
    const { nextParams, notifyEmptyQueue, takeNextItem } =
      await import('@/shared/actions/queue-next');
    const list = fromList ?? videosList.defaults;
    const params = nextParams(videosListContract, list);
    // A list sorted riskiest first has the server hand out the riskiest free video.
    const order = list.sort === 'risk' && list.order === 'desc' ? { order: 'risk' } : undefined;
    const taken = await takeNextItem(queryClient, 'videos', videoSchema, params, [id], order);
    if (!taken) {
      // What «Очередь пуста» names: the list's filters, in the queue; read now, so the names'
      // dictionaries coming in do not re-render the page.
      notifyEmptyQueue(await namedVideoFilters(queryClient, { ...list, status: 'moderation' }));
      return null;
    }
    queryClient.setQueryData(keys.videos.detail(taken.item.id), taken.item);
    return taken.item.id;
  }

  /** Opens the next video of the list this one came from (or of the queue). */
  async function openNext(seen: Video[] | undefined) {
    // Set already when a decision came first (see `decide`): then nothing to draw again.
    setAdvancing(true);
    try {
      // A video the server handed out is followed by the next it hands out; else the list's next row.
      const nextId = handedOut
        ? null
        : await findNextVideo(
            queryClient,
            fromList,
            seen,
            id,
            (next) => heldByOther(next) || moderate.isPending(next.id),
          );
      // No later row in the list: the server hands out the next video of its filters.
      const next = nextId ?? (await takeNext());
      if (next !== null) {
        await navigate({
          to: '/moderation/videos/$videoId',
          params: { videoId: next },
          state: { fromList, handedOut: nextId === null },
        });
      } else {
        await navigate({ to: '/moderation/videos', search: fromList ?? {} });
      }
    } catch {
      // The list could not be loaded: the query cache has said so («Не удалось загрузить видео»,
      // once); this page stays on the video.
    } finally {
      setAdvancing(false);
    }
  }

  const decide: Decide = async (action, next) => {
    // Deciding what is already so is not offered; «and next» then only moves on.
    const already = video.status === (action === 'approve' ? 'published' : 'rejected');
    if (busy || (already && !next)) return;
    if (!next) {
      await decideThis(action);
      return;
    }
    // «And next» leaves the page: unsaved edits are asked about first, as leaving does.
    await guard.leaveWith(async () => {
      const seen = fromList
        ? queryClient.getQueryData<Page<Video>>(keys.videos.list(fromList))?.items
        : undefined;
      // Held from the decision on, drawn in the same render as the decision (not a page render of
      // its own before the next video's).
      if (!already && !(await decideThis(action, () => setAdvancing(true)))) {
        setAdvancing(false);
        return;
      }
      await openNext(seen);
    });
  };

  /**
   * «Нужно второе мнение»: the note's dialog, then on to the next video as after a decision (the
   * video is the administrators' now). Only a video still waiting, nobody asked about yet.
   */
  const escalate = async () => {
    if (busy || video.status !== 'moderation' || video.escalation) return;
    await guard.leaveWith(async () => {
      const seen = fromList
        ? queryClient.getQueryData<Page<Video>>(keys.videos.list(fromList))?.items
        : undefined;
      if (await secondOpinion.ask(id)) await openNext(seen);
    });
  };

  return { decide, escalate, busy, fromList: fromList !== undefined };
}
