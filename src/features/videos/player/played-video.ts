import type { Video } from '@/contract/videos';

/**
 * What of a video the player and its tools read. A decision (the status, who decided, when) changes
 * none of it, so the player, its strip and tools are not drawn again for one.
 */
export const PLAYED = ['id', 'title', 'videoUrl', 'previewUrl', 'durationSec', 'risk'] as const;
export type PlayedVideo = Pick<Video, (typeof PLAYED)[number]>;

/** Whether the player draws the two alike. */
export const samePlayed = (before: PlayedVideo, after: PlayedVideo) =>
  PLAYED.every((field) => Object.is(before[field], after[field]));
