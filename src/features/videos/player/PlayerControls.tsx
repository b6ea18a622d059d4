import { ActionIcon } from '@mantine/core';
import {
  IconMaximize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { formatDuration } from '@/shared/lib/format';
import { seekTo, toggleFullscreen, toggleMute, togglePlay } from './player-commands';
import classes from './player.module.css';
import {
  DURATION_EVENTS,
  durationOf,
  TIME_EVENTS,
  timeOf,
  usePlayerState,
} from './use-player-state';

const PLAYING_EVENTS = ['play', 'pause', 'ended', 'emptied'] as const;
const playingOf = (player: HTMLVideoElement) => !player.paused && !player.ended;
const mutedOf = (player: HTMLVideoElement) => player.muted || player.volume === 0;

/** «1:23» for a time in seconds (whole seconds: the bar does not show fractions). */
const clock = (seconds: number) => formatDuration(Math.floor(seconds));

/**
 * The player's control bar: play and pause, where the clip is and its length, a position to drag,
 * the sound and the whole screen; each button names its key. `player` is null until the media is
 * asked for (the buttons are off until then); the length the API gave stands until the player says.
 */
export function PlayerControls({
  player,
  durationSec,
}: {
  player: HTMLVideoElement | null;
  durationSec: number;
}) {
  const playing = usePlayerState(player, PLAYING_EVENTS, playingOf, false);
  const time = usePlayerState(player, TIME_EVENTS, timeOf, 0);
  const duration = usePlayerState(player, DURATION_EVENTS, durationOf, 0) || durationSec;
  const muted = usePlayerState(player, ['volumechange'], mutedOf, false);
  const off = !player;

  const playLabel = playing ? 'Пауза' : 'Воспроизвести';
  const soundLabel = muted ? 'Включить звук' : 'Выключить звук';
  return (
    <div className={classes.bar}>
      <ActionIcon
        variant="transparent"
        color="white"
        disabled={off}
        aria-label={playLabel}
        title={`${playLabel} — Пробел`}
        onClick={() => player && togglePlay(player)}
      >
        {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
      </ActionIcon>
      <span className={classes.time}>
        {clock(time)} / {clock(duration)}
      </span>
      <input
        type="range"
        className={classes.seek}
        min={0}
        max={duration}
        step="any"
        value={Math.min(time, duration)}
        disabled={off}
        aria-label="Позиция в видео"
        aria-valuetext={`${clock(time)} из ${clock(duration)}`}
        onChange={(event) => player && seekTo(player, Number(event.currentTarget.value))}
      />
      <ActionIcon
        variant="transparent"
        color="white"
        disabled={off}
        aria-label={soundLabel}
        title={`${soundLabel} — M`}
        onClick={() => player && toggleMute(player)}
      >
        {muted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
      </ActionIcon>
      <ActionIcon
        variant="transparent"
        color="white"
        disabled={off}
        aria-label="Во весь экран"
        title="Во весь экран — F"
        onClick={() => player && toggleFullscreen(player)}
      >
        <IconMaximize size={18} />
      </ActionIcon>
    </div>
  );
}
