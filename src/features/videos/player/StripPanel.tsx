/*
 * The filmstrip's panel under the player, drawn with the page's first paint: its title, the seen bar
 * and the frames' places, sized from the video's length as the API gives it. The tools (PlayerTools,
 * a chunk of their own) fill the same places once the poster is shown, so nothing below the player
 * moves when they come (a phone's layout shift was 0.45 when the panel appeared under the player).
 */
import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { memo, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { Video } from '@/contract/videos';
import { useSession } from '@/shared/api/session';
import { planFrames } from '@/shared/lib/frame-plan';
import { formatTimeCode } from '@/shared/lib/time-code';
import { sessionSeenParts } from './player-control';
import { seenShare, type Span } from './seen-parts';

/** The strip's grid: as many columns of at least 5.5rem as fit. */
export const FRAME_COLUMNS = 'repeat(auto-fill, minmax(5.5rem, 1fr))';

/** A frame's box: its picture (16:9 until the video says its shape) and its time under it. */
export const FRAME_CELL_STYLE = {
  borderRadius: 6,
  padding: 2,
  position: 'relative',
  background: 'var(--mantine-color-default-hover)',
} as const;

/**
 * Where a frame not read yet will be: a plain grey box of the frame's shape. Not a Skeleton: with its
 * two pseudo-elements and a compositing layer per place, the strip's first drawing was a long restyle
 * (docs/performance.md#the-video-page).
 */
export function FramePlace({ ratio }: { ratio: string }) {
  return (
    <div
      style={{
        aspectRatio: ratio,
        borderRadius: 4,
        background: 'var(--mantine-color-default-border)',
      }}
    />
  );
}

/**
 * A frame's time: the paragraph Mantine's `Text size="xs"` draws, as a plain element with its class.
 * A strip has up to its maximum of frames, each drawn again as it is read or looked at; a Mantine
 * component costs two components and its style resolution apiece.
 */
const TIME_CLASS = `${Text.classes.root} mantine-Text-root`;

export function FrameTime({
  time,
  current,
  seen,
}: {
  time: number;
  current?: boolean;
  seen?: boolean;
}) {
  return (
    <p
      className={TIME_CLASS}
      style={
        {
          '--text-fz': 'var(--mantine-font-size-xs)',
          '--text-lh': 'var(--mantine-line-height-xs)',
          textAlign: 'center',
          fontWeight: current ? 700 : 400,
          color: seen ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-dimmed)',
          fontVariantNumeric: 'tabular-nums',
        } as CSSProperties
      }
    >
      {formatTimeCode(time)}
    </p>
  );
}

/**
 * The frames' places at their times, before any is read. Drawn again only for other times: the page
 * around it re-renders as its data arrives, and the times are planned anew from the length each time.
 */
export const FrameSkeletons = memo(
  function FrameSkeletons({ times }: { times: readonly number[] }) {
    return (
      <Box
        style={{ display: 'grid', gridTemplateColumns: FRAME_COLUMNS, gap: 6 }}
        aria-busy
        aria-label="Кадры загружаются"
      >
        {times.map((time) => (
          <div key={time} style={FRAME_CELL_STYLE}>
            <FramePlace ratio="16 / 9" />
            <FrameTime time={time} />
          </div>
        ))}
      </Box>
    );
  },
  (before, after) =>
    before.times.length === after.times.length &&
    before.times.every((time, index) => time === after.times[index]),
);

/** Drawn again only when the seen parts change, not with each frame the strip reads. */
export const SeenBar = memo(function SeenBar({
  spans,
  duration,
}: {
  spans: readonly Span[];
  duration: number;
}) {
  const percent = Math.round(seenShare(spans, duration) * 100);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Box
        pos="relative"
        h={8}
        style={{ flex: 1, borderRadius: 4, background: 'var(--mantine-color-default-border)' }}
        role="img"
        aria-label={`Просмотрено ${percent} % видео`}
        data-testid="seen-bar"
      >
        {spans.map(([from, to]) => (
          <Box
            key={from}
            pos="absolute"
            top={0}
            bottom={0}
            bg="green.7"
            style={{
              left: `${(from / duration) * 100}%`,
              width: `${((Math.min(to, duration) - from) / duration) * 100}%`,
              borderRadius: 4,
            }}
          />
        ))}
      </Box>
      <Text size="xs" c="dimmed" data-testid="seen-percent" style={{ whiteSpace: 'nowrap' }}>
        просмотрено {percent} %
      </Text>
    </Group>
  );
});

/**
 * The panel: the title with what the strip is doing on its right, the seen bar, the reading's
 * progress (its line kept when there is none) and the frames.
 */
export function StripPanel({
  state,
  seenBar,
  progress,
  children,
  ...rest
}: {
  state?: ReactNode;
  seenBar: ReactNode;
  /** The reading's progress bar, while the frames are being read (2 px high). */
  progress?: ReactNode;
  children: ReactNode;
  'aria-hidden'?: boolean;
}) {
  const hidden = rest['aria-hidden'];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={hidden ? undefined : 'filmstrip-title'}
      aria-hidden={hidden}
    >
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Title order={2} size="h5" id={hidden ? undefined : 'filmstrip-title'}>
          Раскадровка
        </Title>
        {state}
      </Group>
      {seenBar}
      <Box h={6} pt={4}>
        {progress}
      </Box>
      <Box mt={4}>{children}</Box>
    </Paper>
  );
}

/**
 * The panel in the page's first paint, until the tools are loaded: hidden from screen readers (the
 * tools' own panel names itself when it is there).
 */
export function StripPlaceholder({ video }: { video: Pick<Video, 'videoUrl' | 'durationSec'> }) {
  const seen = useSession().own(sessionSeenParts);
  const spans = useSyncExternalStore(seen.subscribe, () => seen.spans(video.videoUrl));
  const duration = video.durationSec;
  return (
    <StripPanel
      aria-hidden
      seenBar={duration > 0 ? <SeenBar spans={spans} duration={duration} /> : null}
    >
      {duration > 0 ? <FrameSkeletons times={planFrames(duration).times} /> : null}
    </StripPanel>
  );
}
