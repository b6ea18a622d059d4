import { AspectRatio, Paper, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Video } from '@/contract/videos';
import { setPlayer } from './player-control';

const PlayerTools = lazy(() => import('./PlayerTools'));

/**
 * The video page's player, at the speed chosen last; the filmstrip, the seen parts and the player's
 * keys come with it once it is on screen (PlayerTools, a chunk of its own).
 */
export function VideoPlayer({ video }: { video: Video }) {
  const [element, setElement] = useState<HTMLVideoElement | null>(null);

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
            src={video.videoUrl}
            poster={video.previewUrl}
            controls
            preload="metadata"
            aria-label={`Видео «${video.title}»`}
          />
        </AspectRatio>
      </Paper>
      {element && (
        <Suspense fallback={null}>
          <PlayerTools key={video.id} player={element} url={video.videoUrl} />
        </Suspense>
      )}
    </Stack>
  );
}
