import { Paper, Portal, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Video } from '@/contract/videos';
import { useSession } from '@/shared/api/session';
import { sessionFrames, useFrameStrip } from '@/shared/lib/frame-store';
import { formatTimeCode } from '@/shared/lib/time-code';
import { failureMessage, FrameCanvas, MissingFrame } from './player/FrameCanvas';
import { useRowFrames } from './row-frames';

/** How many of the strip's first frames a row shows. */
export const ROW_FRAMES = 6;

/**
 * The first frames of a row's video, beside its preview: an obvious case is decided from the list.
 * Its own chunk, loaded when a row first opens it; the frames are the session's, so the video page
 * opened afterwards has them.
 */
export default function RowFrames({ video }: { video: Pick<Video, 'id' | 'title' | 'videoUrl'> }) {
  const strip = useFrameStrip(useSession().own(sessionFrames), video.videoUrl);
  const rowFrames = useRowFrames();
  const paper = useRef<HTMLDivElement | null>(null);
  // Under the preview: placed as it is put on screen (before the browser paints it), and again when
  // the page or the table scrolls; Escape closes it, and so does its row leaving the list.
  const place = (element: HTMLDivElement | null) => {
    paper.current = element;
    const anchor = document.querySelector(`[data-preview-of="${video.id}"]`);
    if (!element) return;
    if (!anchor) {
      rowFrames.close(video.id);
      return;
    }
    const box = anchor.getBoundingClientRect();
    element.style.top = `${box.bottom + 4}px`;
    element.style.left = `${box.left}px`;
  };

  useEffect(() => {
    const follow = () => place(paper.current);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && rowFrames.close(video.id);
    window.addEventListener('scroll', follow, { capture: true, passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', follow, { capture: true });
      window.removeEventListener('keydown', onKey);
      // Leaving the list closes it too: it is not open on the list the moderator comes back to.
      rowFrames.close(video.id);
    };
    // `place` reads only the id and the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
                    ) : strip.missing[index] ? (
                      <MissingFrame time={time} size={strip.size} />
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
