import { describe, expect, it } from 'vitest';
import {
  type Capture,
  FrameError,
  frameAt,
  frameTolerance,
  MAX_FRAMES,
  MIN_FRAMES,
  planFrames,
  readFrame,
} from './video-frames';

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

  it('puts a player standing at a frame’s time on that frame, whatever the interval', () => {
    for (const duration of [64, 100, 150, 181.4, 7.3, 3600]) {
      const plan = planFrames(duration);
      plan.times.forEach((time, k) => {
        expect(frameAt(plan, time)).toBe(k);
        if (k > 0) expect(frameAt(plan, time - 0.05)).toBe(k - 1);
      });
    }
    // 64 s: frames every 4.923 s; 29.538 is frame 6 (00:29), not frame 5 (00:24).
    expect(frameAt(planFrames(64), 29.538)).toBe(6);
  });
});

/** A video element as far as reading a frame goes: every seek answers with `seeked`. */
function seekingVideo() {
  const seeks: number[] = [];
  const video = new EventTarget() as EventTarget & { currentTime: number };
  Object.defineProperty(video, 'currentTime', {
    get: () => seeks.at(-1) ?? 0,
    set: (time: number) => {
      seeks.push(time);
      queueMicrotask(() => video.dispatchEvent(new Event('seeked')));
    },
  });
  return { video: video as unknown as HTMLVideoElement, seeks };
}

const SIZE = { width: 192, height: 108 };
const bitmap = (): ImageBitmap & { closed: boolean } => {
  const made = { closed: false, close: () => (made.closed = true) };
  return made as unknown as ImageBitmap & { closed: boolean };
};
/** The next frame is presented at once (no waiting in tests). */
const presented = async () => undefined;
const read = (
  video: HTMLVideoElement,
  time: number,
  capture: Capture,
  options: { tolerance?: number; start?: number; nextFrame?: () => Promise<void> } = {},
) =>
  readFrame(video, time, SIZE, new AbortController().signal, {
    tolerance: 2.5,
    capture,
    nextFrame: presented,
    ...options,
  });

describe('readFrame', () => {
  it('seeks to the moment and copies the frame there', async () => {
    const { video, seeks } = seekingVideo();
    const copied: number[] = [];
    const made = bitmap();
    const copy = await read(video, 25, async (from) => {
      copied.push(from.currentTime);
      return { bitmap: made, mediaTime: 24.9 };
    });
    expect(copy).toEqual({ bitmap: made, mediaTime: 24.9 });
    expect(seeks).toEqual([25]);
    expect(copied).toEqual([25]);
  });

  it('a copy of the previous moment’s frame (still on show after the seek) is dropped and taken again', async () => {
    const { video, seeks } = seekingVideo();
    // What the browser presents: twice the frame of the previous seek (20 s), then the one at 25 s.
    const shown = [20, 20, 24.9];
    const made: (ImageBitmap & { closed: boolean })[] = [];
    let waits = 0;
    const copy = await read(
      video,
      25,
      async () => {
        made.push(bitmap());
        return { bitmap: made.at(-1)!, mediaTime: shown.shift()! };
      },
      { nextFrame: async () => void (waits += 1) },
    );
    expect(copy?.mediaTime).toBe(24.9);
    expect(made.map((b) => b.closed)).toEqual([true, true, false]);
    // One seek; a wait for the next presented frame before each look again.
    expect(seeks).toEqual([25]);
    expect(waits).toBe(2);
  });

  it('compares on the video’s own clock when its first frame is not stamped 0', async () => {
    const { video } = seekingVideo();
    const copy = await read(video, 25, async () => ({ bitmap: bitmap(), mediaTime: 35 }), {
      start: 10,
    });
    expect(copy?.mediaTime).toBe(35);
  });

  it('a frame the video never presents at its time is missing (null), after three seeks', async () => {
    const { video, seeks } = seekingVideo();
    const made: (ImageBitmap & { closed: boolean })[] = [];
    const copy = await read(video, 25, async () => {
      made.push(bitmap());
      return { bitmap: made.at(-1)!, mediaTime: 20 };
    });
    expect(copy).toBeNull();
    expect(seeks).toHaveLength(3);
    expect(made.every((b) => b.closed)).toBe(true);
  });

  it('takes the first copy when any will do (the first frame of a video just loaded)', async () => {
    const { video } = seekingVideo();
    const copy = await read(video, 0, async () => ({ bitmap: bitmap(), mediaTime: 0.04 }), {
      tolerance: Infinity,
    });
    expect(copy?.mediaTime).toBe(0.04);
  });

  it('a copy that fails (no frame yet) is tried again at the next presented frame, then after a new seek', async () => {
    const { video, seeks } = seekingVideo();
    let failures = 2;
    let waits = 0;
    const copy = await read(
      video,
      10,
      async () => {
        if (failures-- > 0) throw new DOMException('no frame yet', 'InvalidStateError');
        return { bitmap: bitmap(), mediaTime: 10 };
      },
      { nextFrame: async () => void (waits += 1) },
    );
    expect(copy?.mediaTime).toBe(10);
    // One seek: the decoder had a frame to give two presented frames later.
    expect(seeks).toEqual([10]);
    expect(waits).toBe(2);

    // Five failed copies per seek, then a real seek 10 ms further (the same picture), three seeks.
    const never = seekingVideo();
    let copies = 0;
    const failing = read(never.video, 10, async () => {
      copies += 1;
      throw new DOMException('no frame yet', 'InvalidStateError');
    });
    await expect(failing).rejects.toEqual(new FrameError('read'));
    expect(never.seeks.map((time) => Math.round(time * 1000))).toEqual([10_000, 10_010, 10_020]);
    expect(copies).toBe(15);
  });

  it('a copy the browser refuses on principle fails at once', async () => {
    const { video, seeks } = seekingVideo();
    const refused = read(video, 10, async () => {
      throw new DOMException('tainted', 'SecurityError');
    });
    await expect(refused).rejects.toEqual(new FrameError('read'));
    expect(seeks).toHaveLength(1);
  });
});

describe('frameTolerance', () => {
  it('tells a frame from its neighbours: half the interval, at most 1 s', () => {
    expect(frameTolerance(64 / 13)).toBe(1);
    expect(frameTolerance(0.5)).toBe(0.25);
  });
});
