import { AspectRatio, Paper, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Video } from '@/contract/videos';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import { setPlayer } from './player-control';
import { StripPlaceholder } from './StripPanel';

const PlayerTools = lazy(() => import('./PlayerTools'));

/**
 * Runs `run` once the picture at `url` is decoded and a frame has been painted with it, or at once
 * where a browser cannot say (no `decode`): the page's largest paint, the poster, comes before the
 * media and the strip's decoding, which would otherwise share its bandwidth and main thread.
 * Returns the cancel.
 */
function afterPictureShown(url: string, run: () => void): () => void {
  let cancelled = false;
  let cancelRun = () => {};
  // The frame that shows the picture, then the task after it.
  const afterPaint = () => {
    if (!cancelled) cancelRun = afterNextPaint(run);
  };
  const picture = new Image();
  if (!url || typeof picture.decode !== 'function') run();
  else {
    picture.src = url;
    // A poster that fails to load still lets the video start.
    picture.decode().then(afterPaint, afterPaint);
  }
  return () => {
    cancelled = true;
    cancelRun();
  };
}

/**
 * The video page's player, at the speed chosen last; the filmstrip, the seen parts and the player's
 * keys come with it once it is on screen (PlayerTools, a chunk of its own), into the places its
 * placeholder holds from the first paint. The media is asked for
 * once the poster is shown (docs/performance.md#the-video-page).
 */
export function VideoPlayer({ video }: { video: Video }) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (started) return;
    return afterPictureShown(video.previewUrl, () => setStarted(true));
  }, [started, video.previewUrl]);

  useEffect(() => {
    if (!element) return;
    setPlayer(element);
    return () => setPlayer(null);
  }, [element]);

  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} bg="black">
        <AspectRatio ratio={16 / 9}>
          <video
            key={video.id}
            ref={setElement}
            src={started ? video.videoUrl : undefined}
            poster={video.previewUrl}
            controls
            preload="metadata"
            aria-label={`Видео «${video.title}»`}
          />
        </AspectRatio>
      </Paper>
      {element && started ? (
        <Suspense fallback={<StripPlaceholder video={video} />}>
          <PlayerTools key={video.id} player={element} video={video} />
        </Suspense>
      ) : (
        <StripPlaceholder video={video} />
      )}
    </Stack>
  );
}
