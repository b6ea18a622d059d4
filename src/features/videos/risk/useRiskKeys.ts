import { useShortcuts } from '@/shared/lib/shortcuts';
import { frameAt, type FramePlan } from '@/shared/lib/video-frames';
import { openFrame, type PlayerVideo } from '../player/player-commands';
import { RISK_KEYS } from '../player/player-keys';

/** The marked frame after (`step` 1) or before (-1) frame `current`, round the strip's ends. */
export function markedFrameFrom(
  marked: readonly number[],
  current: number,
  step: 1 | -1,
): number | undefined {
  if (step > 0) return marked.find((index) => index > current) ?? marked[0];
  return marked.findLast((index) => index < current) ?? marked.at(-1);
}

/** Shift+. and Shift+, (by physical key): the player to the next or previous marked frame. */
export function useRiskKeys(
  player: HTMLVideoElement,
  plan: FramePlan | null,
  marked: readonly number[],
  video: PlayerVideo,
) {
  useShortcuts(
    RISK_KEYS.map(({ keys, step }) => ({
      keys,
      run: () => {
        if (!plan) return;
        const target = markedFrameFrom(marked, frameAt(plan, player.currentTime), step);
        if (target !== undefined) openFrame(player, plan, target, video);
      },
    })),
  );
}
