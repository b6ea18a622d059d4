import { Alert, Box, Button, Paper, Text, UnstyledButton } from '@mantine/core';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
} from 'react';
import type { FrameRiskClasses } from '@/contract/video-risk';
import type { FrameStrip } from '@/shared/lib/frame-store';
import { formatTimeCode } from '@/shared/lib/time-code';
import type { FramePlan } from '@/shared/lib/frame-plan';
import { RiskBadge, RiskClassesList, riskMarkText } from '../risk/RiskMark';
import { failureMessage, FrameCanvas, MissingFrame } from './FrameCanvas';
import {
  FRAME_CELL_STYLE,
  FRAME_COLUMNS,
  FramePlace,
  FrameSkeletons,
  FrameTime,
} from './StripPanel';

interface FrameProps {
  index: number;
  time: number;
  bitmap: ImageBitmap | undefined;
  missing: boolean;
  size: { width: number; height: number };
  current: boolean;
  seen: boolean;
  /** The model's classes of a frame at or above the risk threshold: shown as its mark. */
  mark: FrameRiskClasses | undefined;
  onOpen: (index: number | null, frame?: HTMLElement) => void;
  onMoved: (index: number) => void;
  onPick: (index: number) => void;
}

/**
 * A frame's button: the element and classes of Mantine's UnstyledButton without the component (two
 * components and a style resolution a frame, the whole strip drawn as its frames are read).
 */
const FRAME_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

const Frame = memo(function Frame({
  index,
  time,
  bitmap,
  missing,
  size,
  current,
  seen,
  mark,
  onOpen,
  onMoved,
  onPick,
}: FrameProps) {
  const code = formatTimeCode(time);
  return (
    <button
      type="button"
      className={FRAME_CLASS}
      data-frame={index}
      data-time={time}
      data-seen={seen || undefined}
      data-risky={mark ? true : undefined}
      aria-current={current || undefined}
      // The mark's words are in the name, in the order they are shown (the time, then the mark).
      aria-label={`Кадр ${code}${mark ? ` ${riskMarkText(mark)}` : ''}: перейти`}
      onClick={() => onPick(index)}
      onMouseEnter={(event) => onOpen(index, event.currentTarget)}
      onPointerMove={(event: PointerEvent) => {
        // Not the move the browser makes up when the page is laid out under a resting pointer.
        if (event.movementX !== 0 || event.movementY !== 0) onMoved(index);
      }}
      onMouseLeave={() => onOpen(null)}
      onFocus={(event) => onOpen(index, event.currentTarget)}
      onBlur={() => onOpen(null)}
      style={{
        ...FRAME_CELL_STYLE,
        outline: current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      {bitmap ? (
        <FrameCanvas bitmap={bitmap} width={size.width} height={size.height} />
      ) : missing ? (
        <MissingFrame time={time} size={size} />
      ) : (
        <FramePlace ratio={`${size.width} / ${size.height}`} />
      )}
      <FrameTime time={time} current={current} seen={seen} />
      {/* A space between the time and the mark: the button's text reads «00:15 Порно 87 %». */}
      {mark && ' '}
      {mark && <RiskBadge classes={mark} />}
    </button>
  );
});

/** The enlarged frame's width: half as large again as a frame, with its border. */
const previewWidthOf = (size: { width: number }) => size.width * 1.5 + 10;

interface Opened {
  index: number;
  left: number;
  top: number;
}

/**
 * How long a frame stays enlarged before it counts as looked at: a pointer sweeping across the strip
 * (tens of ms a frame) or resting where the strip appears marks nothing seen.
 */
export const LOOK_MS = 1000;

/**
 * The frames of the video at even intervals: each shows its time, a hover or focus shows it larger,
 * a click (or Enter) puts the player there. Frames appear as they are read.
 */
export function Filmstrip({
  strip,
  expected,
  playerLoaded,
  currentIndex,
  seenFrames,
  onLook,
  onPick,
  onRetry,
  risk,
}: {
  strip: FrameStrip;
  /** Where the frames will be, laid out before they are planned from the media (its length). */
  expected: FramePlan;
  playerLoaded: boolean;
  currentIndex: number;
  seenFrames: readonly boolean[];
  /** A frame was looked at: kept enlarged for `LOOK_MS`, opened by a pointer moved onto it or by focus. */
  onLook: (index: number) => void;
  onPick: (index: number) => void;
  onRetry: () => void;
  /** The model's classes by frame, and the frames at or above the threshold (marked). */
  risk?: { classes: readonly (FrameRiskClasses | undefined)[]; marked: readonly number[] };
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // What the frames' handlers and the look timer read: the strip and the callbacks of the latest render.
  const latest = useRef({ strip, onLook, onPick });
  useLayoutEffect(() => {
    latest.current = { strip, onLook, onPick };
  });
  const look = useRef<{ index: number; by: 'pointer' | 'focus' } | null>(null);
  /** The frame the pointer was last really moved on (not the strip laid out under a resting one). */
  const movedOn = useRef<number | null>(null);
  const lookTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(lookTimer.current), []);
  // The same functions for the whole life of the strip: a frame read, a risk scored or the player's
  // time re-renders only the frames it changes (Frame is memoised), not all of them.
  const handlers = useMemo(() => {
    const startLook = (index: number, by: 'pointer' | 'focus') => {
      clearTimeout(lookTimer.current);
      look.current = { index, by };
      lookTimer.current = setTimeout(() => {
        const current = look.current;
        if (current?.index !== index) return;
        // Only a frame whose picture was there to see.
        if (!latest.current.strip.frames[index]) return;
        if (current.by === 'focus' || movedOn.current === index) latest.current.onLook(index);
      }, LOOK_MS);
    };
    const moved = (index: number) => {
      movedOn.current = index;
    };
    const open = (index: number | null, frame?: HTMLElement) => {
      const size = latest.current.strip.size;
      if (index === null || !frame || !size) {
        clearTimeout(lookTimer.current);
        look.current = null;
        movedOn.current = null;
        setOpened(null);
        return;
      }
      startLook(index, frame === document.activeElement ? 'focus' : 'pointer');
      // Centred above the frame, kept inside the strip's box.
      const previewWidth = previewWidthOf(size);
      const stripWidth = frame.parentElement?.offsetWidth ?? previewWidth;
      const centre = frame.offsetLeft + frame.offsetWidth / 2;
      setOpened({
        index,
        left: Math.max(0, Math.min(centre - previewWidth / 2, stripWidth - previewWidth)),
        top: frame.offsetTop,
      });
    };
    const pick = (index: number) => latest.current.onPick(index);
    return { open, moved, pick };
  }, []);
  const drawn = strip.status !== 'failed' && Boolean(strip.plan && strip.size);
  // The preview is placed from the frames' offsets when opened: when the strip changes width (a
  // narrower window, the side panel) they move, so the preview closes instead of standing elsewhere.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let width = element.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (element.offsetWidth === width) return;
      width = element.offsetWidth;
      setOpened(null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawn]);

  if (strip.status === 'failed') {
    return (
      <Alert color="orange" variant="light" title="Раскадровка" role="status">
        {failureMessage(strip.failure, playerLoaded)}
        <Button variant="light" color="orange" size="xs" mt="xs" display="block" onClick={onRetry}>
          Повторить
        </Button>
      </Alert>
    );
  }
  const { plan, size } = strip;
  if (!plan || !size) return <FrameSkeletons times={expected.times} />;

  const previewWidth = previewWidthOf(size);
  const openedBitmap = opened ? strip.frames[opened.index] : undefined;
  const openedRisk = opened ? risk?.classes[opened.index] : undefined;

  return (
    <Box pos="relative" ref={box}>
      <Box
        role="group"
        aria-label={`Раскадровка: ${plan.times.length} кадров, каждые ${Math.round(plan.interval)} с`}
        aria-busy={strip.status === 'loading'}
        style={{ display: 'grid', gridTemplateColumns: FRAME_COLUMNS, gap: 6 }}
      >
        {plan.times.map((time, index) => (
          <Frame
            key={index}
            index={index}
            time={time}
            bitmap={strip.frames[index]}
            missing={strip.missing[index] ?? false}
            size={size}
            current={index === currentIndex}
            seen={seenFrames[index] ?? false}
            mark={risk?.marked.includes(index) ? risk.classes[index] : undefined}
            onOpen={handlers.open}
            onMoved={handlers.moved}
            onPick={handlers.pick}
          />
        ))}
      </Box>
      {openedBitmap && opened && (
        <Paper
          shadow="md"
          withBorder
          p={4}
          data-testid="frame-preview"
          style={{
            position: 'absolute',
            zIndex: 2,
            width: previewWidth,
            pointerEvents: 'none',
            left: opened.left,
            bottom: `calc(100% - ${opened.top}px + 4px)`,
          }}
        >
          <FrameCanvas
            bitmap={openedBitmap}
            width={size.width}
            height={size.height}
            label={`Кадр ${formatTimeCode(plan.times[opened.index]!)} крупно`}
          />
          <Text size="xs" ta="center" fw={600}>
            {formatTimeCode(plan.times[opened.index]!)}
          </Text>
          {openedRisk && <RiskClassesList classes={openedRisk} />}
        </Paper>
      )}
    </Box>
  );
}
