/**
 * Real, tiny WebM clips (VP9, 320×180, 4 s, made with ffmpeg's lavfi test sources testsrc2, mandelbrot,
 * smptehdbars) that every seeded video plays. Vite inlines each as a data URL in its own small chunk,
 * loaded on the first request for it, so the one handler in handlers/media.ts serves them from the
 * browser worker (dev and `vite preview`) and from msw/node alike, without weighing on the mock's start.
 */
export const SAMPLE_VIDEOS: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  'sample-1.webm': () => import('./sample-1.webm?inline'),
  'sample-2.webm': () => import('./sample-2.webm?inline'),
  'sample-3.webm': () => import('./sample-3.webm?inline'),
};

const FILES = Object.keys(SAMPLE_VIDEOS);

export function sampleVideoUrl(videoId: number): string {
  return `/mock-media/videos/${FILES[videoId % FILES.length]}`;
}
