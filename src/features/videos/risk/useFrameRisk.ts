import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import {
  frameRisk,
  isRiskStale,
  type FrameRiskClasses,
  type VideoRisk,
} from '@/contract/video-risk';
import type { FrameStore, FrameStrip } from '@/shared/lib/frame-store';
import type { FramePlan } from '@/shared/lib/video-frames';
import { riskThresholdQueryOptions } from '@/shared/api/risk-threshold';
import { useSendVideoRisk } from './api';
import type { RiskScorer } from './risk-scorer';

export interface FrameRiskView {
  /** Each frame's classes, by the strip's index: kept by the server or computed here. */
  classes: readonly (FrameRiskClasses | undefined)[];
  /** The administrators' threshold; null while it loads or when it failed. */
  threshold: number | null;
  thresholdFailed: boolean;
  /** The frames at or above the threshold, in time order. */
  marked: readonly number[];
  /** The model could not score a frame here. */
  failed: boolean;
}

/** The kept scores laid on the strip's frames: each frame takes the score nearest its time. */
function keptClasses(risk: VideoRisk, plan: FramePlan | null): (FrameRiskClasses | undefined)[] {
  if (!plan) return [];
  return plan.times.map((time) => {
    let best: FrameRiskClasses | undefined;
    let distance = plan.interval / 2;
    for (const frame of risk.frames) {
      if (Math.abs(frame.at - time) <= distance) {
        distance = Math.abs(frame.at - time);
        best = frame.classes;
      }
    }
    return best;
  });
}

/**
 * The risk of a video's frames: read with the video when it carries scores of the panel's model, else
 * computed here once its first frame is drawn (the model loads then) and sent once all are in.
 */
export function useFrameRisk({
  video,
  url,
  strip,
  frames,
  scorer,
}: {
  video: { id: number; risk?: VideoRisk | null };
  url: string;
  strip: FrameStrip;
  frames: FrameStore;
  scorer: RiskScorer;
}): FrameRiskView {
  const kept = video.risk && !isRiskStale(video.risk) ? video.risk : null;
  const hasFrame = strip.frames.some(Boolean);
  const compute = !kept && hasFrame;
  const { id } = video;
  const threshold = useQuery(riskThresholdQueryOptions());
  const scores = useSyncExternalStore(
    (listener) => scorer.subscribe(url, listener),
    () => scorer.scores(url),
  );
  const send = useSendVideoRisk();
  const { mutate } = send;

  useEffect(() => {
    if (!compute) return;
    return scorer.follow(frames, url, 'now');
  }, [compute, scorer, frames, url]);

  const computed = scores.frames;
  useEffect(() => {
    if (kept || !computed || !scorer.claimSend(id)) return;
    mutate({ id, frames: computed }, { onError: () => scorer.releaseSend(id) });
  }, [kept, computed, scorer, id, mutate]);

  const classes = kept ? keptClasses(kept, strip.plan) : scores.classes;
  const limit = threshold.data?.threshold ?? null;
  const marked =
    limit === null
      ? []
      : classes.flatMap((frame, index) => (frame && frameRisk(frame) >= limit ? [index] : []));
  return {
    classes,
    threshold: limit,
    thresholdFailed: threshold.isError,
    marked,
    failed: !kept && scores.failed,
  };
}
