import { describe, expect, it, vi } from 'vitest';
import { RISK_MODEL, type FrameRiskClasses, type VideoRisk } from '@/contract/video-risk';
import { createFrameStore, FRAME_BATCH_MS, type Extract } from '@/shared/lib/frame-store';
import type { FrameClassifier } from './classifier';
import { createRiskScorer, scoreAhead } from './risk-scorer';

/** A fake frame: which video and which frame it is, so the fixed classifier can answer by it. */
const frameOf = (url: string, index: number) =>
  ({ url, index, width: 10, height: 10, close() {} }) as unknown as ImageBitmap;

/** A fixed classifier: Porn is the frame's index in tenths, the rest Neutral; it logs what it saw. */
function fixedClassifier() {
  const seen: string[] = [];
  const classifier: FrameClassifier = {
    classify: (frame) => {
      const { url, index } = frame as unknown as { url: string; index: number };
      seen.push(`${url}#${index}`);
      const porn = index / 10;
      return Promise.resolve({ Drawing: 0, Hentai: 0, Neutral: 1 - porn, Porn: porn, Sexy: 0 });
    },
    dispose: vi.fn(),
  };
  return { classifier, seen, make: vi.fn(() => classifier) };
}

/** Strips of 4 frames at 0, 10, 20, 30 s; `missing` frames are never presented. */
function stripsOf(missing: number[] = []) {
  const extract: Extract = async (url, sink) => {
    sink.plan({ duration: 40, interval: 10, times: [0, 10, 20, 30] }, { width: 10, height: 10 });
    for (const index of [0, 1, 2, 3]) {
      await Promise.resolve();
      if (missing.includes(index)) sink.missing(index);
      else sink.frame(index, frameOf(url, index));
    }
  };
  return createFrameStore({ extract });
}

const porn = (classes: FrameRiskClasses | undefined) => classes?.Porn;

describe('risk scorer', () => {
  it('scores every read frame once, keeps them in frame order and gives the frames to send', async () => {
    const frames = stripsOf([2]);
    const { make, seen } = fixedClassifier();
    const scorer = createRiskScorer(make);
    frames.request('a.webm', 'now');
    scorer.follow(frames, 'a.webm', 'now');
    await vi.waitFor(() => expect(scorer.scores('a.webm').frames).not.toBeNull());
    expect(seen).toEqual(['a.webm#0', 'a.webm#1', 'a.webm#3']);
    expect(scorer.scores('a.webm').classes.map(porn)).toEqual([0, 0.1, undefined, 0.3]);
    expect(scorer.scores('a.webm').frames!.map(({ at, classes }) => [at, classes.Porn])).toEqual([
      [0, 0],
      [10, 0.1],
      [30, 0.3],
    ]);
    // The strip seen again (another render, another follower) asks for no frame again.
    scorer.follow(frames, 'a.webm', 'now');
    scorer.feed('a.webm', frames.strip('a.webm')!, 'now');
    await Promise.resolve();
    expect(seen).toHaveLength(3);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tells of the scores in batches, and at once when the last one is in', async () => {
    vi.useFakeTimers();
    try {
      const { make } = fixedClassifier();
      const scorer = createRiskScorer(make);
      const strip = (status: 'loading' | 'ready') => ({
        status,
        plan: { duration: 40, interval: 10, times: [0, 10, 20, 30] },
        frames: [0, 1, 2, 3].map((index) => frameOf('a.webm', index)),
        missing: [],
        size: { width: 10, height: 10 },
        failure: null,
      });
      const told: number[] = [];
      scorer.subscribe('a.webm', () =>
        told.push(scorer.scores('a.webm').classes.filter(Boolean).length),
      );
      scorer.feed('a.webm', strip('loading'), 'now');
      // The fixed classifier answers in microtasks: all four are scored before any timer.
      for (let turn = 0; turn < 40; turn += 1) await Promise.resolve();
      expect(scorer.scores('a.webm').classes.filter(Boolean)).toHaveLength(4);
      expect(told).toEqual([]);
      await vi.advanceTimersByTimeAsync(FRAME_BATCH_MS);
      expect(told).toEqual([4]);
      // The strip done and every frame scored: the scores to send are told at once.
      scorer.feed('a.webm', strip('ready'), 'now');
      expect(told).toEqual([4, 4]);
      expect(scorer.scores('a.webm').frames).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads no model until there is a frame to score', () => {
    const { make } = fixedClassifier();
    const scorer = createRiskScorer(make);
    scorer.feed(
      'a.webm',
      { status: 'loading', plan: null, frames: [], missing: [], size: null, failure: null },
      'now',
    );
    expect(make).not.toHaveBeenCalled();
    expect(scorer.scores('a.webm').frames).toBeNull();
  });

  it('gives nothing to send while a frame is still unread', async () => {
    const { make } = fixedClassifier();
    const scorer = createRiskScorer(make);
    const frame = frameOf('a.webm', 0);
    scorer.feed(
      'a.webm',
      {
        status: 'loading',
        plan: { duration: 20, interval: 10, times: [0, 10] },
        frames: [frame],
        missing: [],
        size: { width: 10, height: 10 },
        failure: null,
      },
      'now',
    );
    await vi.waitFor(() => expect(scorer.scores('a.webm').classes[0]).toBeDefined());
    expect(scorer.scores('a.webm').frames).toBeNull();
  });

  it('scores the frames of the video on screen before those of the next one', async () => {
    const frames = stripsOf();
    const { classifier, seen } = fixedClassifier();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const scorer = createRiskScorer(() => ({
      ...classifier,
      // The first frame's answer waits: meanwhile both videos' frames are queued.
      classify: async (frame) => {
        if (seen.length === 0) await held;
        return classifier.classify(frame);
      },
    }));
    frames.request('next.webm', 'later');
    frames.request('now.webm', 'now');
    await vi.waitFor(() => expect(frames.strip('next.webm')!.status).toBe('ready'));
    await vi.waitFor(() => expect(frames.strip('now.webm')!.status).toBe('ready'));
    scorer.follow(frames, 'next.webm', 'later');
    scorer.follow(frames, 'now.webm', 'now');
    release();
    await vi.waitFor(() => expect(scorer.scores('next.webm').frames).not.toBeNull());
    expect(seen).toEqual([
      'next.webm#0',
      ...['now.webm#0', 'now.webm#1', 'now.webm#2', 'now.webm#3'],
      ...['next.webm#1', 'next.webm#2', 'next.webm#3'],
    ]);
  });

  it('says a frame the model could not score, and sends nothing for that video', async () => {
    const frames = stripsOf();
    const scorer = createRiskScorer(() => ({
      classify: () => Promise.reject(new Error('no model')),
      dispose() {},
    }));
    frames.request('a.webm', 'now');
    scorer.follow(frames, 'a.webm', 'now');
    await vi.waitFor(() => expect(scorer.scores('a.webm').failed).toBe(true));
    expect(scorer.scores('a.webm').frames).toBeNull();
  });

  it('scores the next video ahead unless it carries scores of the panel’s model', async () => {
    const frames = stripsOf();
    const { make, seen } = fixedClassifier();
    const scorer = createRiskScorer(make);
    const kept = (modelVersion: string): VideoRisk => ({
      model: RISK_MODEL.name,
      modelVersion,
      frames: [{ at: 0, classes: { Drawing: 0, Hentai: 0, Neutral: 1, Porn: 0, Sexy: 0 } }],
      max: 0,
      scoredAt: '2026-12-01T10:00:00.000Z',
      scoredBy: 2,
    });
    for (const url of ['current.webm', 'older.webm', 'none.webm']) frames.request(url, 'later');
    scoreAhead(scorer, frames, { videoUrl: 'current.webm', risk: kept(RISK_MODEL.version) });
    scoreAhead(scorer, frames, { videoUrl: 'older.webm', risk: kept('4.3.0') });
    scoreAhead(scorer, frames, { videoUrl: 'none.webm', risk: null });
    await vi.waitFor(() => expect(scorer.scores('none.webm').frames).not.toBeNull());
    await vi.waitFor(() => expect(scorer.scores('older.webm').frames).not.toBeNull());
    expect(seen.filter((frame) => frame.startsWith('current.webm'))).toEqual([]);
  });
});
