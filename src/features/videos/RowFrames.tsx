import { Paper, Portal, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { Video } from '@/contract/videos';
import { useFrameStrip } from '@/shared/lib/frame-store';
import { formatTimeCode } from '@/shared/lib/time-code';
import { failureMessage, FrameCanvas } from './player/Filmstrip';
import { closeRowFrames } from './row-frames';

/** How many of the strip's first frames a row shows. */
export const ROW_FRAMES = 6;

/**
 * The first frames of a row's video, beside its preview: an obvious case is decided from the list.
 * Its own chunk, loaded when a row first opens it; the frames are the session's, so the video page
 * opened afterwards has them.
 */
export default function RowFrames({ video }: { video: Video }) {
  const strip = useFrameStrip(video.videoUrl);
  // Placed under the preview as it is put on screen, before the browser paints it.
  const place = (paper: HTMLDivElement | null) => {
    const anchor = document.querySelector(`[data-preview-of="${video.id}"]`);
    if (!paper || !anchor) return;
    const box = anchor.getBoundingClientRect();
    paper.style.top = `${box.bottom + 4}px`;
    paper.style.left = `${box.left}px`;
  };

  // Fixed on screen: a scroll would leave it beside another row, so it closes; Escape closes it too.
  useEffect(() => {
    const close = () => closeRowFrames(video.id);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('keydown', onKey);
      // Leaving the list closes it too: it is not open on the list the moderator comes back to.
      close();
    };
  }, [video.id]);

  const times = strip.plan?.times.slice(0, ROW_FRAMES) ?? [];
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        p="xs"
        ref={place}
        role="group"
        aria-label={`Первые кадры: ${video.title}`}
        style={{ position: 'fixed', zIndex: 300, width: 560 }}
      >
        {strip.status === 'failed' ? (
          <Text size="sm">{failureMessage(strip.failure, true)}</Text>
        ) : (
          <SimpleGrid cols={ROW_FRAMES / 2} spacing={6} verticalSpacing={6}>
            {(times.length > 0 ? times : Array.from({ length: ROW_FRAMES }, () => -1)).map(
              (time, index) => {
                const bitmap = strip.frames[index];
                return (
                  <div key={index}>
                    {bitmap && strip.size ? (
                      <FrameCanvas
                        bitmap={bitmap}
                        width={strip.size.width}
                        height={strip.size.height}
                        label={`Кадр ${formatTimeCode(time)}`}
                      />
                    ) : (
                      <Skeleton style={{ aspectRatio: '16 / 9' }} radius={4} />
                    )}
                    {time >= 0 && (
                      <Text size="xs" ta="center" c="dimmed">
                        {formatTimeCode(time)}
                      </Text>
                    )}
                  </div>
                );
              },
            )}
          </SimpleGrid>
        )}
      </Paper>
    </Portal>
  );
}
