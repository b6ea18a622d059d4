import { frameAt, type FramePlan } from '@/shared/lib/video-frames';
import { saveSpeed, stepSpeed, type SeenParts } from './player-control';
import type { PlayerCommand } from './player-keys';

/** Puts the player at `seconds`, within the video. */
export function seekTo(player: HTMLVideoElement, seconds: number) {
  const end = Number.isFinite(player.duration) ? player.duration : Infinity;
  player.currentTime = Math.max(0, Math.min(end, seconds));
}

/** Plays a paused player, pauses a playing one. */
export function togglePlay(player: HTMLVideoElement) {
  if (player.paused) void player.play().catch(() => undefined);
  else player.pause();
}

/** The sound off, or back on (at full volume where it had been turned down to nothing). */
export function toggleMute(player: HTMLVideoElement) {
  const silent = player.muted || player.volume === 0;
  player.muted = !silent;
  if (silent && player.volume === 0) player.volume = 1;
}

/** The player's frame (the picture with its control bar, `data-player-frame`), else the player. */
function frameOf(player: HTMLVideoElement): HTMLElement {
  return player.closest<HTMLElement>('[data-player-frame]') ?? player;
}

/** The player with its control bar on the whole screen, or back. */
export function toggleFullscreen(player: HTMLVideoElement) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else
    void frameOf(player)
      .requestFullscreen()
      .catch(() => undefined);
}

/** The frame before or after the one the player is in (a frame the player is well past counts as before). */
function frameStep(plan: FramePlan, time: number, step: -1 | 1): number {
  const index = frameAt(plan, time);
  if (step > 0) return Math.min(plan.times.length - 1, index + 1);
  return time - plan.times[index]! > 0.5 ? index : Math.max(0, index - 1);
}

/** The video on the player: its media URL and what the session has seen of videos. */
export interface PlayerVideo {
  url: string;
  seen: SeenParts;
}

/** Opens frame `index` of the strip: the player goes there and its interval counts as looked at. */
export function openFrame(
  player: HTMLVideoElement,
  plan: FramePlan,
  index: number,
  { url, seen }: PlayerVideo,
) {
  const from = plan.times[index]!;
  seen.mark(url, [from, Math.min(plan.duration, from + plan.interval)]);
  seekTo(player, from);
}

function setSpeed(player: HTMLVideoElement, step: -1 | 1) {
  const speed = stepSpeed(player.playbackRate, step);
  player.playbackRate = speed;
  player.defaultPlaybackRate = speed;
  saveSpeed(speed);
}

/** What a player key does; `plan` is the strip's (the frame keys need it). */
export function runPlayerCommand(
  player: HTMLVideoElement,
  command: PlayerCommand,
  plan: FramePlan | null,
  video: PlayerVideo,
) {
  switch (command) {
    case 'toggle':
      togglePlay(player);
      return;
    case 'back5':
    case 'forward5':
    case 'back1':
    case 'forward1': {
      const by = { back5: -5, forward5: 5, back1: -1, forward1: 1 }[command];
      seekTo(player, player.currentTime + by);
      return;
    }
    case 'previousFrame':
    case 'nextFrame':
      if (plan) {
        const step = command === 'nextFrame' ? 1 : -1;
        openFrame(player, plan, frameStep(plan, player.currentTime, step), video);
      }
      return;
    case 'slower':
    case 'faster':
      setSpeed(player, command === 'faster' ? 1 : -1);
      return;
    case 'mute':
      toggleMute(player);
      return;
    case 'fullscreen':
      toggleFullscreen(player);
  }
}
