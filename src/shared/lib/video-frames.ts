/**
 * Frames pulled from a video at even intervals (a filmstrip), in the browser: a second, hidden `<video>`
 * seeks to each moment and the frame is copied into a small `ImageBitmap`. The video must be readable by
 * the page: same origin, or a media server that answers CORS for the panel's origin (docs/api.md) —
 * otherwise the hidden element cannot load it (`crossOrigin="anonymous"`) and the frames fail with
 * `load`, while the page's own player, which asks no CORS, still plays it.
 */

import { planFrames, type FramePlan } from './frame-plan';

export { frameAt, MAX_FRAMES, MIN_FRAMES, planFrames, type FramePlan } from './frame-plan';

/** Frames are kept this wide (their height follows the video's shape): enough for the larger view. */
export const FRAME_WIDTH = 192;
/** A seek that has not answered in this long means the media has stalled. */
const SEEK_TIMEOUT_MS = 20_000;

/**
 * Why there are no frames: `load` — the hidden element could not load the video (a media server
 * without CORS for the panel, or a file the browser cannot play); `duration` — the video does not say
 * how long it is (a live stream); `read` — the browser refused to copy a frame.
 */
export type FrameFailure = 'load' | 'duration' | 'read';

export class FrameError extends Error {
  constructor(readonly failure: FrameFailure) {
    super(`frames: ${failure}`);
  }
}

export interface FrameSink {
  /** The video's metadata is in: how many frames there will be, and their size. */
  plan(plan: FramePlan, size: { width: number; height: number }): void;
  frame(index: number, bitmap: ImageBitmap): void;
  /** Frame `index` could not be taken at its time: shown as missing, never as a neighbour's picture. */
  missing(index: number): void;
}

/** Waits for the decoder to be free for one frame; resolves with the function that frees it again. */
export type TakeTurn = () => Promise<() => void>;

/** Seeks at one frame: a busy decoder may answer a seek before the frame can be copied. */
const READ_ATTEMPTS = 3;
const RETRY_STEP_S = 0.01;
/** Looks at the presented frame per seek, each after the next frame is presented (or this long). */
const LOOKS_PER_SEEK = 20;
const LOOK_WAIT_MS = 100;
/**
 * Copies that may fail per seek before it is made anew: right after a seek a busy decoder may have no
 * frame to give yet (InvalidStateError), which the next presented frame cures.
 */
const FAILED_COPIES_PER_SEEK = 5;

/** A copy of the frame the video presents now, with that frame's own media time (null: unknown). */
export interface Copy {
  bitmap: ImageBitmap;
  mediaTime: number | null;
}

export type Capture = (
  video: HTMLVideoElement,
  size: { width: number; height: number },
) => Promise<Copy>;

/** Resolves once the video has presented a new frame, or after `ms`. */
export type NextFrame = (video: HTMLVideoElement, ms: number) => Promise<void>;

/**
 * The presented frame, through a `VideoFrame` where the browser has one: it carries the frame's
 * timestamp, so the picture and its time are the same frame. Elsewhere the picture alone.
 */
const captureFrame: Capture = async (video, { width, height }) => {
  const options: ImageBitmapOptions = {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'medium',
  };
  if (typeof VideoFrame === 'undefined') {
    return { bitmap: await createImageBitmap(video, options), mediaTime: null };
  }
  const frame = new VideoFrame(video);
  try {
    return { bitmap: await createImageBitmap(frame, options), mediaTime: frame.timestamp / 1e6 };
  } finally {
    frame.close();
  }
};

const nextPresentedFrame: NextFrame = (video, ms) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    video.requestVideoFrameCallback?.(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * How far a frame's media time may be from the time asked for and still be the frame at that time:
 * half the strip's interval, at most 1 s. A frame left over from the previous seek is a whole
 * interval away; the frame at a moment starts at most one video frame before it.
 */
export function frameTolerance(interval: number): number {
  return Math.min(1, interval / 2);
}

export interface ReadOptions {
  /** See `frameTolerance`; Infinity takes the first copy (the first frame of a fresh video). */
  tolerance: number;
  /**
   * The media time of the video's first frame: a file whose frames are stamped from another origin
   * than 0 is compared on its own clock.
   */
  start?: number;
  capture?: Capture;
  nextFrame?: NextFrame;
}

/**
 * The frame at `time`, as a bitmap of `size`, or null when the video would not present it. After a
 * seek has answered, the browser may still present the frame of the previous seek for a while
 * (seen on a busy machine: up to one seek in ten): a copy whose media time is not `time`'s is dropped and
 * taken again once the next frame is presented; a seek that never presents it is made anew. A copy
 * that fails (no frame to give yet) is tried again the same way, a few times per seek; one the browser
 * refuses on principle (a video from an origin that gave no CORS) is not.
 */
export async function readFrame(
  video: HTMLVideoElement,
  time: number,
  size: { width: number; height: number },
  signal: AbortSignal,
  { tolerance, start = 0, capture = captureFrame, nextFrame = nextPresentedFrame }: ReadOptions,
): Promise<Copy | null> {
  let copied = false;
  for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt += 1) {
    signal.throwIfAborted();
    const seeked = once(video, 'seeked', signal);
    // Each attempt a little later (10 ms, the same picture): a seek to where a paused video already
    // is may be answered without decoding anything, which cannot help a copy that failed there.
    video.currentTime = time + (attempt - 1) * RETRY_STEP_S;
    await seeked;
    let failedCopies = 0;
    for (let look = 0; look < LOOKS_PER_SEEK; look += 1) {
      if (look > 0) await nextFrame(video, LOOK_WAIT_MS);
      signal.throwIfAborted();
      let copy: Copy;
      try {
        copy = await capture(video, size);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'SecurityError') {
          throw new FrameError('read');
        }
        // Looks again once the next frame is presented; seeks anew after a few.
        failedCopies += 1;
        if (failedCopies >= FAILED_COPIES_PER_SEEK) break;
        continue;
      }
      copied = true;
      if (signal.aborted) {
        copy.bitmap.close();
        signal.throwIfAborted();
      }
      const { mediaTime } = copy;
      if (mediaTime === null || Math.abs(mediaTime - start - time) <= tolerance) return copy;
      copy.bitmap.close();
    }
  }
  // Copies were made, all of another moment: this frame is missing. None at all: the browser will
  // not copy this video's frames.
  if (copied) return null;
  throw new FrameError('read');
}

function once(video: HTMLVideoElement, event: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new FrameError('load')), SEEK_TIMEOUT_MS);
    function finish(error?: unknown) {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener('error', failed);
      signal.removeEventListener('abort', aborted);
      if (error) reject(error);
      else resolve();
    }
    const ok = () => finish();
    const failed = () => finish(new FrameError('load'));
    const aborted = () => finish(signal.reason);
    video.addEventListener(event, ok);
    video.addEventListener('error', failed);
    signal.addEventListener('abort', aborted);
  });
}

/**
 * Takes the frames of the video at `url`, one decoder turn per frame (so a video the moderator is
 * looking at goes before one prepared for later), and hands each to `sink` as it is ready.
 */
export async function extractFrames(
  url: string,
  sink: FrameSink,
  takeTurn: TakeTurn,
  signal: AbortSignal,
): Promise<void> {
  const video = document.createElement('video');
  video.crossOrigin = 'anonymous';
  video.muted = true;
  video.preload = 'auto';
  video.playsInline = true;
  try {
    const metadata = once(video, 'loadedmetadata', signal);
    video.src = url;
    await metadata;
    if (!Number.isFinite(video.duration) || video.duration <= 0) throw new FrameError('duration');
    const plan = planFrames(video.duration);
    const width = FRAME_WIDTH;
    const height = Math.max(
      1,
      Math.round((FRAME_WIDTH * (video.videoHeight || 9)) / (video.videoWidth || 16)),
    );
    sink.plan(plan, { width, height });
    let start: number | undefined;
    for (const [index, time] of plan.times.entries()) {
      const release = await takeTurn();
      try {
        // The first frame (at 0, of a video just loaded: nothing else can be on show) sets the clock.
        const tolerance = start === undefined ? Infinity : frameTolerance(plan.interval);
        const copy = await readFrame(video, time, { width, height }, signal, { tolerance, start });
        if (start === undefined) start = (copy?.mediaTime ?? time) - time;
        if (copy) sink.frame(index, copy.bitmap);
        else sink.missing(index);
      } finally {
        release();
      }
    }
  } finally {
    // Lets the browser drop the media and its decoder at once.
    video.removeAttribute('src');
    video.load();
  }
}
