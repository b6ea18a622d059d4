import { describe, expect, it } from 'vitest';
import { frameAt, planFrames } from '@/shared/lib/video-frames';
import { runPlayerCommand } from './player-commands';
import { createSeenParts } from './player-control';

/** A paused player of `duration` seconds: it keeps a seek's time as the browser does. */
function pausedPlayer(duration: number): HTMLVideoElement {
  const video = document.createElement('video');
  let time = 0;
  Object.defineProperty(video, 'duration', { value: duration });
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (value: number) => (time = value),
  });
  return video;
}

let n = 0;
const freshVideo = () => ({ url: `clip-${(n += 1)}.webm`, seen: createSeenParts() });

describe('the frame keys «.» and «,»', () => {
  // The sample clips: 64 s (13 frames every 4.923 s) and 100 s, 150 s (every 5 s).
  for (const duration of [64, 100, 150, 181.4]) {
    it(`step through every frame of a ${duration} s video, and the current frame follows`, () => {
      const plan = planFrames(duration);
      const player = pausedPlayer(duration);
      const video = freshVideo();
      const visited = [frameAt(plan, player.currentTime)];
      for (let k = 1; k < plan.times.length; k += 1) {
        runPlayerCommand(player, 'nextFrame', plan, video);
        expect(player.currentTime).toBe(plan.times[k]);
        visited.push(frameAt(plan, player.currentTime));
      }
      expect(visited).toEqual(plan.times.map((_, k) => k));
      // On the last frame «.» stays there.
      runPlayerCommand(player, 'nextFrame', plan, video);
      expect(frameAt(plan, player.currentTime)).toBe(plan.times.length - 1);

      const back: number[] = [];
      for (let k = plan.times.length - 2; k >= 0; k -= 1) {
        runPlayerCommand(player, 'previousFrame', plan, video);
        expect(player.currentTime).toBe(plan.times[k]);
        back.push(frameAt(plan, player.currentTime));
      }
      expect(back).toEqual(
        plan.times
          .map((_, k) => k)
          .slice(0, -1)
          .reverse(),
      );
    });
  }

  it('«,» from within a frame goes back to its start first, then to the frame before', () => {
    const plan = planFrames(64);
    const player = pausedPlayer(64);
    const video = freshVideo();
    player.currentTime = plan.times[6]! + 2;
    runPlayerCommand(player, 'previousFrame', plan, video);
    expect(player.currentTime).toBe(plan.times[6]);
    runPlayerCommand(player, 'previousFrame', plan, video);
    expect(player.currentTime).toBe(plan.times[5]);
  });

  it('a frame opened by its key counts as seen', () => {
    const plan = planFrames(100);
    const player = pausedPlayer(100);
    const video = freshVideo();
    runPlayerCommand(player, 'nextFrame', plan, video);
    expect(video.seen.spans(video.url)).toEqual([[5, 10]]);
  });
});
