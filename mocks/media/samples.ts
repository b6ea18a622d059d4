import { SAMPLE_TABLE } from './sample-table';

/**
 * Real WebM clips of 1–3 minutes (VP9, 256×144, scenes of ffmpeg's test sources with their names and the
 * running time; `node scripts/sample-videos.mjs` makes them and `sample-table.ts`) that the seeded videos
 * play. Vite inlines each as a data URL in its own chunk, loaded on the first request for it, so the one
 * handler in handlers/media.ts serves them from the browser worker (dev and `vite preview`) and from
 * msw/node alike, without weighing on the mock's start.
 */
export const SAMPLE_VIDEOS: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  'sample-1.webm': () => import('./sample-1.webm?inline'),
  'sample-2.webm': () => import('./sample-2.webm?inline'),
  'sample-3.webm': () => import('./sample-3.webm?inline'),
};

export type SampleVideo = (typeof SAMPLE_TABLE)[number];

/** The clips with their durations as measured when they were made: what the seed gives each video. */
export const SAMPLES: readonly SampleVideo[] = SAMPLE_TABLE;

export function sampleVideoUrl(file: string): string {
  return `/mock-media/videos/${file}`;
}
