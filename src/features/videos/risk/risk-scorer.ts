import {
  isRiskStale,
  type FrameRisk,
  type FrameRiskClasses,
  type VideoRisk,
} from '@/contract/video-risk';
import { createBatchedListeners, type BatchedListeners } from '@/shared/lib/batched-listeners';
import { FRAME_BATCH_MS, type FrameStore, type FrameStrip } from '@/shared/lib/frame-store';
import type { SessionPart } from '@/shared/api/session';
import { workerClassifier, type FrameClassifier } from './classifier';

/**
 * The scores of a video's frames as they are computed, by frame index: a frame the video would not
 * present (missing) is never scored; `complete` once every other frame of the strip is.
 */
export interface RiskScores {
  classes: readonly (FrameRiskClasses | undefined)[];
  /** Every frame of a read strip scored, in frame order, with its time: what the server is sent. */
  frames: readonly FrameRisk[] | null;
  failed: boolean;
}

const NONE: RiskScores = { classes: [], frames: null, failed: false };

interface Entry {
  scores: RiskScores;
  strip: FrameStrip | null;
  /** Frames handed to the classifier (scored or on their way). */
  asked: Set<number>;
  priority: 'now' | 'later';
  /** Told of each score with the next ones (as the strip's frames are), of the end and a failure at once. */
  listeners: BatchedListeners;
}

/**
 * Scores the frames of the session's strips with `classifier`, each frame once, one at a time: the
 * frames of the video on screen (`now`) before those of the next one (`later`). The classifier is
 * made on the first frame to score, so a page that shows no frame loads no model.
 */
export function createRiskScorer(makeClassifier: () => FrameClassifier) {
  let classifier: FrameClassifier | null = null;
  const entries = new Map<string, Entry>();
  const queue: { url: string; index: number }[] = [];
  let busy = false;
  /** Videos whose scores this session has sent (or is sending). */
  const sent = new Set<number>();

  function entryOf(url: string): Entry {
    let entry = entries.get(url);
    if (!entry) {
      entry = {
        scores: NONE,
        strip: null,
        asked: new Set(),
        priority: 'later',
        listeners: createBatchedListeners(FRAME_BATCH_MS),
      };
      entries.set(url, entry);
    }
    return entry;
  }

  function update(entry: Entry, change: Partial<RiskScores>) {
    entry.scores = { ...entry.scores, ...change };
    const { strip } = entry;
    const { classes } = entry.scores;
    const times = strip?.plan?.times;
    const complete = Boolean(entry.scores.frames);
    if (!complete && strip?.status === 'ready' && times) {
      const scored = times.every((_, index) => classes[index] || strip.missing[index]);
      if (scored && times.some((_, index) => classes[index]))
        entry.scores = {
          ...entry.scores,
          frames: times.flatMap((at, index) => {
            const frame = classes[index];
            return frame ? [{ at, classes: frame }] : [];
          }),
        };
    }
    if (change.failed || (!complete && entry.scores.frames)) entry.listeners.now();
    else entry.listeners.soon();
  }

  async function next() {
    if (busy || queue.length === 0) return;
    const urgent = queue.findIndex(({ url }) => entries.get(url)?.priority === 'now');
    const [{ url, index }] = queue.splice(urgent >= 0 ? urgent : 0, 1) as [
      { url: string; index: number },
    ];
    const entry = entries.get(url);
    const frame = entry?.strip?.frames[index];
    if (!entry || !frame) return next();
    busy = true;
    try {
      classifier ??= makeClassifier();
      const classes = await classifier.classify(frame);
      const all = [...entry.scores.classes];
      all[index] = classes;
      update(entry, { classes: all });
    } catch {
      update(entry, { failed: true });
    } finally {
      busy = false;
      void next();
    }
  }

  /** The strip of `url` as it is now: its frames not asked for yet join the queue. */
  function feed(url: string, strip: FrameStrip, priority: 'now' | 'later') {
    const entry = entryOf(url);
    entry.strip = strip;
    if (priority === 'now') entry.priority = 'now';
    strip.frames.forEach((frame, index) => {
      if (!frame || entry.asked.has(index)) return;
      entry.asked.add(index);
      queue.push({ url, index });
    });
    update(entry, {});
    void next();
  }

  function subscribe(url: string, listener: () => void): () => void {
    const entry = entryOf(url);
    const remove = entry.listeners.add(listener);
    return () => {
      remove();
      if (entry.listeners.size === 0) entry.priority = 'later';
    };
  }

  /** Scores the strip of `url` in `frames` (asked for already) as it fills; returns the stop. */
  function follow(frames: FrameStore, url: string, priority: 'now' | 'later'): () => void {
    const take = () => {
      const strip = frames.strip(url);
      if (strip) feed(url, strip, priority);
    };
    const stop = frames.subscribe(url, take);
    take();
    return stop;
  }

  return {
    feed,
    follow,
    subscribe,
    scores: (url: string): RiskScores => entries.get(url)?.scores ?? NONE,
    /** True the first time a video's scores are to be sent: they go once per session. */
    claimSend: (videoId: number): boolean => !sent.has(videoId) && Boolean(sent.add(videoId)),
    /** Sending failed: the next look at the video sends them again. */
    releaseSend: (videoId: number) => void sent.delete(videoId),
    dispose() {
      classifier?.dispose();
      classifier = null;
      for (const entry of entries.values()) entry.listeners.cancel();
      entries.clear();
      queue.length = 0;
      sent.clear();
    },
  };
}

export type RiskScorer = ReturnType<typeof createRiskScorer>;

/** The session's scorer, with the model in a worker: the next user starts with no scores and no model. */
export const sessionRisk: SessionPart<RiskScorer> = {
  create: () => createRiskScorer(workerClassifier),
  drop: (scorer) => scorer.dispose(),
};

/**
 * The next video's frames scored as they are read, after the current one's, unless it carries the
 * scores of the panel's model. Returns the stop.
 */
export function scoreAhead(
  scorer: RiskScorer,
  frames: FrameStore,
  next: { videoUrl: string; risk?: VideoRisk | null },
): () => void {
  if (next.risk && !isRiskStale(next.risk)) return () => undefined;
  return scorer.follow(frames, next.videoUrl, 'later');
}
