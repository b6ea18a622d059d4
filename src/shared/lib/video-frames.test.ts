import { describe, expect, it } from 'vitest';
import { frameAt, MAX_FRAMES, MIN_FRAMES, planFrames } from './video-frames';

describe('planFrames', () => {
  it('takes about one frame per 5 s, at least 12 and at most 48, evenly from the start', () => {
    expect(planFrames(100).times).toHaveLength(20);
    expect(planFrames(100).interval).toBe(5);
    expect(planFrames(100).times.slice(0, 3)).toEqual([0, 5, 10]);
    expect(planFrames(64).times).toHaveLength(13);
    expect(planFrames(30).times).toHaveLength(MIN_FRAMES);
    expect(planFrames(3600).times).toHaveLength(MAX_FRAMES);
    expect(planFrames(3600).interval).toBe(75);
  });

  it('never asks for more than two frames a second of a very short clip, nor for none', () => {
    expect(planFrames(4).times).toHaveLength(8);
    expect(planFrames(0.2).times).toEqual([0]);
  });

  it('keeps every frame inside the video, in time order', () => {
    for (const duration of [6, 64, 100, 150, 181.4, 7200]) {
      const { times } = planFrames(duration);
      expect(times.at(-1)!).toBeLessThan(duration);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });
});

describe('frameAt', () => {
  it('finds the frame whose interval holds a moment', () => {
    const plan = planFrames(100);
    expect(frameAt(plan, 0)).toBe(0);
    expect(frameAt(plan, 4.99)).toBe(0);
    expect(frameAt(plan, 5)).toBe(1);
    expect(frameAt(plan, 99.9)).toBe(19);
    expect(frameAt(plan, 120)).toBe(19);
    expect(frameAt(plan, -1)).toBe(0);
  });
});
