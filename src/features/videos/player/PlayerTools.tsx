import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { memo, useEffect, useSyncExternalStore } from 'react';
import type { PlayedVideo } from './played-video';
import { useSession } from '@/shared/api/session';
import { formatRate } from '@/shared/lib/format';
import { sessionFrames, useFrameStrip } from '@/shared/lib/frame-store';
import { frameAt, planFrames } from '@/shared/lib/video-frames';
import { Filmstrip } from './Filmstrip';
import { openFrame } from './player-commands';
import { sessionSeenParts, type SeenParts } from './player-control';
import { spanShare } from './seen-parts';
import { SeenBar, StripPanel } from './StripPanel';
import {
  DURATION_EVENTS,
  durationOf,
  TIME_EVENTS,
  timeOf,
  usePlayerState,
} from './use-player-state';
import { usePlayerKeys } from './usePlayerKeys';
import { sessionRisk } from '../risk/risk-scorer';
import { RiskState } from '../risk/RiskState';
import { useFrameRisk } from '../risk/useFrameRisk';
import { useRiskKeys } from '../risk/useRiskKeys';

/** What was played goes into the session's seen parts as it plays. */
function useTrackPlayed(player: HTMLVideoElement, url: string, seen: SeenParts) {
  useEffect(() => {
    const record = () => {
      for (let i = 0; i < player.played.length; i += 1) {
        seen.mark(url, [player.played.start(i), player.played.end(i)]);
      }
    };
    const events = ['timeupdate', 'pause', 'seeking', 'ended'];
    for (const event of events) player.addEventListener(event, record);
    return () => {
      record();
      for (const event of events) player.removeEventListener(event, record);
    };
  }, [player, url, seen]);
}

/** The playback speed and where its keys are: a tooltip, drawn again only when the speed changes. */
const SpeedHint = memo(function SpeedHint({ speed }: { speed: number }) {
  return (
    <Tooltip label="Скорость: [ и ], клавиши плеера — ?">
      <Text size="xs" c="dimmed" data-testid="player-speed">
        {formatRate(speed)}×
      </Text>
    </Tooltip>
  );
});

/**
 * Under the player: what was seen of the video, the filmstrip with the risk model's marks, the playback
 * speed; and the player's keys. Loaded after the page has been drawn (its own chunk), so the page's
 * first paint carries none of it; the risk model loads in a worker once a frame is drawn.
 */
export default function PlayerTools({
  player,
  video,
}: {
  player: HTMLVideoElement;
  video: PlayedVideo;
}) {
  const url = video.videoUrl;
  const session = useSession();
  const frames = session.own(sessionFrames);
  const seen = session.own(sessionSeenParts);
  const strip = useFrameStrip(frames, url);
  const risk = useFrameRisk({ video, url, strip, frames, scorer: session.own(sessionRisk) });
  const duration = usePlayerState(player, DURATION_EVENTS, durationOf, 0);
  const time = usePlayerState(player, TIME_EVENTS, timeOf, 0);
  const speed = usePlayerState(player, ['ratechange'], (player) => player.playbackRate, 1);
  const spans = useSyncExternalStore(seen.subscribe, () => seen.spans(url));
  useTrackPlayed(player, url, seen);

  const plan = strip.plan ?? (duration > 0 ? planFrames(duration) : null);
  // Until the player says, the length the API gave: the seen bar stands from the first paint.
  const length = strip.plan?.duration ?? (duration || video.durationSec);
  usePlayerKeys(player, plan, { url, seen });
  useRiskKeys(player, plan, risk.marked, { url, seen });

  const lookAtFrame = (index: number) => {
    if (!plan) return;
    const from = plan.times[index]!;
    seen.mark(url, [from, Math.min(plan.duration, from + plan.interval)]);
  };
  const pickFrame = (index: number) => {
    if (plan) openFrame(player, plan, index, { url, seen });
  };
  const seenFrames = plan
    ? plan.times.map((from) => spanShare(spans, from, from + plan.interval) >= 0.5)
    : [];
  const ready = strip.frames.filter(Boolean).length;

  return (
    <StripPanel
      state={
        <Group gap="sm" wrap="nowrap">
          <RiskState risk={risk} />
          {strip.status === 'loading' && strip.plan && (
            <Text size="xs" c="dimmed" aria-live="polite">
              кадров {ready} из {strip.plan.times.length}
            </Text>
          )}
          <SpeedHint speed={speed} />
        </Group>
      }
      seenBar={length > 0 ? <SeenBar spans={spans} duration={length} /> : null}
      progress={
        strip.status === 'loading' &&
        strip.plan && (
          <Progress value={(ready / strip.plan.times.length) * 100} size={2} aria-hidden />
        )
      }
    >
      <Filmstrip
        strip={strip}
        expected={plan ?? planFrames(video.durationSec)}
        playerLoaded={duration > 0}
        currentIndex={plan ? frameAt(plan, time) : -1}
        seenFrames={seenFrames}
        onLook={lookAtFrame}
        onPick={pickFrame}
        onRetry={() => frames.retry(url)}
        risk={risk}
      />
    </StripPanel>
  );
}
