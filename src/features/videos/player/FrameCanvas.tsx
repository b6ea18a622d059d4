/*
 * A read frame's picture, what stands where a frame could not be read, and why none could: shown by
 * the strip under the player and by a list row's first frames (RowFrames, a chunk of its own that
 * then does not bring the strip).
 */
import { Box, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { FrameStrip } from '@/shared/lib/frame-store';
import { formatTimeCode } from '@/shared/lib/time-code';

/** A frame drawn from its bitmap (kept by the session's store, so the canvas only copies it). */
export function FrameCanvas({
  bitmap,
  width,
  height,
  label,
}: {
  bitmap: ImageBitmap;
  width: number;
  height: number;
  label?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    canvas.current?.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  }, [bitmap, width, height]);
  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 4 }}
    />
  );
}

/**
 * In place of a frame the video would not present at its time: said, not filled with a neighbour's
 * picture (the moderator would take that part of the video for seen).
 */
export function MissingFrame({
  time,
  size,
}: {
  time: number;
  size: { width: number; height: number } | null;
}) {
  return (
    <Box
      role="img"
      aria-label={`Кадр ${formatTimeCode(time)} не получен`}
      style={{
        aspectRatio: size ? `${size.width} / ${size.height}` : '16 / 9',
        borderRadius: 4,
        border: '1px dashed var(--mantine-color-default-border)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Text size="xs" c="dimmed" ta="center">
        кадр не получен
      </Text>
    </Box>
  );
}

/** Why there are no frames, in words: a media server without CORS is the usual reason. */
export function failureMessage(failure: FrameStrip['failure'], playerLoaded: boolean): string {
  if (failure === 'duration') return 'Кадры недоступны: длительность видео неизвестна.';
  if (failure === 'read') return 'Кадры недоступны: браузер не дал прочитать кадры этого видео.';
  return playerLoaded
    ? 'Кадры недоступны: сервер видео не разрешает панели читать кадры (нет заголовков CORS для адреса панели). Видео можно смотреть в плеере.'
    : 'Кадры недоступны: видео не загружается.';
}
