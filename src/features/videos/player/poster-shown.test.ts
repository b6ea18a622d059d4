import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPosterShown, POSTER_PAINT_WAIT_MS } from './poster-shown';

/** A browser that reports element paints: the observers made, to be told of an entry. */
function reportingPaints() {
  const observers: ((entries: { element: Element | null }[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {
      observers.push((entries) =>
        this.callback(
          { getEntries: () => entries } as unknown as PerformanceObserverEntryList,
          this as never,
        ),
      );
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (element: Element | null) => observers.forEach((tell) => tell([{ element }])) };
}

/** A poster picture whose decoding ends when the test says. */
function decoding() {
  let settle!: { ok: () => void; fail: () => void };
  const decoded = new Promise<void>(
    (ok, fail) => (settle = { ok, fail: () => fail(new Error('404')) }),
  );
  vi.stubGlobal(
    'Image',
    class extends Image {
      decode = () => decoded;
    },
  );
  return settle;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the media starts once the poster is on screen', () => {
  it('when the browser reports the player’s poster painted, not on its decoding', async () => {
    const { paint } = reportingPaints();
    const decoded = decoding();
    const player = document.createElement('video');
    const run = vi.fn();
    afterPosterShown(player, '/previews/1.png', run);
    decoded.ok();
    await vi.advanceTimersByTimeAsync(POSTER_PAINT_WAIT_MS - 1);
    paint(document.createElement('img'));
    expect(run).not.toHaveBeenCalled();
    paint(player);
    expect(run).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(POSTER_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledOnce();
  });

  it('a decoded poster never reported painted holds the media back no longer than the wait', async () => {
    reportingPaints();
    const decoded = decoding();
    const run = vi.fn();
    afterPosterShown(document.createElement('video'), '/previews/1.png', run);
    await vi.advanceTimersByTimeAsync(5 * POSTER_PAINT_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
    decoded.ok();
    await vi.advanceTimersByTimeAsync(POSTER_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('a poster that fails to load holds nothing back', async () => {
    reportingPaints();
    const decoded = decoding();
    const run = vi.fn();
    afterPosterShown(document.createElement('video'), '/previews/1.png', run);
    decoded.fail();
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledOnce();
  });

  it('where paints are not reported: after the decoding and the next frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const decoded = decoding();
    const run = vi.fn();
    afterPosterShown(document.createElement('video'), '/previews/1.png', run);
    await vi.advanceTimersByTimeAsync(50);
    expect(run).not.toHaveBeenCalled();
    decoded.ok();
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledOnce();
  });

  it('called off, it runs nothing', async () => {
    const { paint } = reportingPaints();
    const decoded = decoding();
    const player = document.createElement('video');
    const run = vi.fn();
    afterPosterShown(player, '/previews/1.png', run)();
    decoded.ok();
    paint(player);
    await vi.advanceTimersByTimeAsync(5 * POSTER_PAINT_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
