import { useShortcuts } from '@/shared/lib/shortcuts';
import type { FramePlan } from '@/shared/lib/video-frames';
import { runPlayerCommand, type PlayerVideo } from './player-commands';
import { PLAYER_KEYS } from './player-keys';

/** The player's keys (PLAYER_KEYS) while the video page shows it. */
export function usePlayerKeys(
  player: HTMLVideoElement,
  plan: FramePlan | null,
  video: PlayerVideo,
) {
  useShortcuts(
    PLAYER_KEYS.map(({ keys, command }) => ({
      keys,
      run: () => runPlayerCommand(player, command, plan, video),
    })),
  );
}
