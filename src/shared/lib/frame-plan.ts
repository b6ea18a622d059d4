/**
 * Where a video's filmstrip takes its frames, from its length alone: known before the media is
 * loaded (the API gives it), so the page can lay the strip out before a frame is read.
 */

/** About one frame per this many seconds… */
const SECONDS_PER_FRAME = 5;
/** …but never fewer or more frames than these (fewer only for a clip shorter than 6 s). */
export const MIN_FRAMES = 12;
export const MAX_FRAMES = 48;

export interface FramePlan {
  duration: number;
  /** Seconds between two frames: frame k shows `k * interval` and stands for the next interval. */
  interval: number;
  times: readonly number[];
}

/** Where the frames of a video of `duration` seconds are taken. */
export function planFrames(duration: number): FramePlan {
  const wanted = Math.round(duration / SECONDS_PER_FRAME);
  const count = Math.max(
    1,
    Math.min(MAX_FRAMES, Math.max(MIN_FRAMES, wanted), Math.floor(duration * 2)),
  );
  const interval = duration / count;
  return {
    duration,
    interval,
    times: Array.from({ length: count }, (_, k) => Math.round(k * interval * 1000) / 1000),
  };
}

/** How far before a frame's time the player may stand and still be at that frame (the player keeps
 * a seek's time to the millisecond, the strip's times are rounded to it). */
const AT_FRAME_S = 0.002;

/**
 * The frame whose interval holds `time` (the last one past the end), by the strip's own times: they
 * are rounded to the millisecond, so with an interval like 64/13 s a seek to a frame's time lands a
 * hair before `k * interval`, and dividing by the interval would name the frame before it.
 */
export function frameAt(plan: FramePlan, time: number): number {
  const { times } = plan;
  let low = 0;
  let high = times.length - 1;
  // The last frame whose time is not after `time`.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (times[middle]! <= time + AT_FRAME_S) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}
