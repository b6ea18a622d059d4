import { describe, expect, it, vi } from 'vitest';
import { createFrameStore, FRAME_BATCH_MS, type Extract } from './frame-store';
import { FrameError, planFrames, type FrameSink, type TakeTurn } from './video-frames';

interface FakeBitmap {
  width: number;
  height: number;
  closed: boolean;
  close(): void;
}

const bitmap = (): FakeBitmap => ({
  width: 10,
  height: 10,
  closed: false,
  close() {
    this.closed = true;
  },
});

/** An extractor driven by the test: each call waits for `step()` before every frame. */
function scriptedExtractor() {
  const log: string[] = [];
  const gates: (() => void)[] = [];
  const extract: Extract = async (url, sink: FrameSink, takeTurn: TakeTurn, signal) => {
    const plan = planFrames(60);
    sink.plan(plan, { width: 10, height: 10 });
    for (const [index] of plan.times.entries()) {
      const release = await takeTurn();
      await new Promise<void>((resolve) => gates.push(resolve));
      release();
      if (signal.aborted) return;
      log.push(`${url}#${index}`);
      sink.frame(index, bitmap() as unknown as ImageBitmap);
    }
  };
  const step = async () => {
    await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()!();
    await Promise.resolve();
  };
  return { extract, log, step };
}

describe('the frame store', () => {
  it('fills a strip frame by frame and keeps it for the next time it is asked for', async () => {
    const { extract, step } = scriptedExtractor();
    const store = createFrameStore({ extract });
    const first = store.request('a.webm', 'now');
    expect(first.status).toBe('loading');
    const seen: number[] = [];
    store.subscribe('a.webm', () =>
      seen.push(store.strip('a.webm')!.frames.filter(Boolean).length),
    );
    for (let i = 0; i < 11; i += 1) await step();
    // Until the last frame is in, the strip is still loading.
    expect(store.strip('a.webm')!.status).toBe('loading');
    await step();
    await vi.waitFor(() => expect(store.strip('a.webm')!.status).toBe('ready'));
    expect(seen.at(-1)).toBe(12);
    expect(seen).toContain(1);
    expect(store.request('a.webm', 'now').frames).toHaveLength(12);
  });

  it('tells of the metadata, the first frame and the end at once, and of the frames between in batches', () => {
    vi.useFakeTimers();
    try {
      let sink: FrameSink | undefined;
      const store = createFrameStore({
        extract: (_url, given) => {
          sink = given;
          return new Promise<void>(() => undefined);
        },
      });
      store.request('a.webm', 'now');
      const told: string[] = [];
      store.subscribe('a.webm', () => {
        const strip = store.strip('a.webm')!;
        told.push(`${strip.frames.filter(Boolean).length} ${strip.status}`);
      });
      sink!.plan(planFrames(60), { width: 10, height: 10 });
      sink!.frame(0, bitmap() as unknown as ImageBitmap);
      sink!.frame(1, bitmap() as unknown as ImageBitmap);
      sink!.frame(2, bitmap() as unknown as ImageBitmap);
      expect(told).toEqual(['0 loading', '1 loading']);
      vi.advanceTimersByTime(FRAME_BATCH_MS - 1);
      expect(told).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(told).toEqual(['0 loading', '1 loading', '3 loading']);
      for (let index = 3; index < 11; index += 1)
        sink!.frame(index, bitmap() as unknown as ImageBitmap);
      sink!.missing(11);
      // The end is told at once, with the frames that were waiting.
      expect(told).toEqual(['0 loading', '1 loading', '3 loading', '11 ready']);
      vi.advanceTimersByTime(FRAME_BATCH_MS * 2);
      expect(told).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads one video at a time, and the one on screen before one prepared for later', async () => {
    const { extract, log, step } = scriptedExtractor();
    const store = createFrameStore({ extract });
    store.request('later.webm', 'later');
    await step();
    // The frame being read when the video on screen asks finishes; then the one on screen goes first.
    store.request('now.webm', 'now');
    for (let i = 0; i < 4; i += 1) await step();
    expect(log).toEqual(['later.webm#0', 'later.webm#1', 'now.webm#0', 'now.webm#1', 'now.webm#2']);
  });

  it('a frame that could not be taken is marked missing, and the strip is still done', async () => {
    const store = createFrameStore({
      extract: async (_url, sink) => {
        sink.plan(planFrames(60), { width: 10, height: 10 });
        for (let index = 0; index < 12; index += 1) {
          if (index === 4) sink.missing(index);
          else sink.frame(index, bitmap() as unknown as ImageBitmap);
        }
      },
    });
    store.request('m.webm', 'now');
    await vi.waitFor(() => expect(store.strip('m.webm')!.status).toBe('ready'));
    const strip = store.strip('m.webm')!;
    expect(strip.frames[4]).toBeUndefined();
    expect(strip.missing[4]).toBe(true);
    expect(strip.missing.filter(Boolean)).toHaveLength(1);
  });

  it('says why a strip failed', async () => {
    const store = createFrameStore({
      extract: () => Promise.reject(new FrameError('load')),
    });
    store.request('x.webm', 'now');
    await vi.waitFor(() => expect(store.strip('x.webm')!.status).toBe('failed'));
    expect(store.strip('x.webm')!.failure).toBe('load');
  });

  it('a failed strip is read afresh when retried, and its viewers see it fill', async () => {
    let attempts = 0;
    const store = createFrameStore({
      extract: async (_url, sink) => {
        attempts += 1;
        if (attempts === 1) throw new FrameError('read');
        sink.plan(planFrames(10), { width: 10, height: 10 });
      },
    });
    store.request('x.webm', 'now');
    let notified = 0;
    store.subscribe('x.webm', () => (notified += 1));
    await vi.waitFor(() => expect(store.strip('x.webm')!.status).toBe('failed'));
    // Asking again shows the failure; only a retry reads again.
    store.request('x.webm', 'now');
    expect(attempts).toBe(1);
    const before = notified;
    store.retry('x.webm');
    await vi.waitFor(() => expect(store.strip('x.webm')!.plan?.times).toHaveLength(12));
    expect(attempts).toBe(2);
    expect(store.strip('x.webm')!.failure).toBeNull();
    expect(notified).toBeGreaterThan(before);
  });

  it('drops the least recently asked-for strip nobody shows, closing its frames', async () => {
    const made: FakeBitmap[] = [];
    const extract: Extract = async (_url, sink) => {
      sink.plan(planFrames(10), { width: 10, height: 10 });
      const frame = bitmap();
      made.push(frame);
      sink.frame(0, frame as unknown as ImageBitmap);
    };
    const store = createFrameStore({ extract, maxEntries: 2 });
    store.request('1.webm', 'now');
    const unsubscribe = store.subscribe('1.webm', () => undefined);
    store.request('2.webm', 'now');
    store.request('3.webm', 'now');
    await vi.waitFor(() => expect(made).toHaveLength(3));
    // 1 is on screen: 2, the oldest of the others, goes.
    expect(store.kept()).toEqual(['1.webm', '3.webm']);
    expect(made[1]!.closed).toBe(true);
    unsubscribe();
    store.request('4.webm', 'now');
    await vi.waitFor(() => expect(store.kept()).toEqual(['3.webm', '4.webm']));
    expect(made[0]!.closed).toBe(true);
  });
});
