import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from './held-decisions';
import { tab } from '@/test/session';

function decision(item = 'videos/1') {
  return { item, send: vi.fn(() => Promise.resolve(true)), undo: vi.fn() };
}

describe('held decisions (undo)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is sent only once the 5 s window has passed', () => {
    expect(UNDO_WINDOW_MS).toBe(5000);
    const approve = decision();
    expect(tab.decisions.hold('videos:1', approve)).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(approve.send).not.toHaveBeenCalled();
    expect(tab.decisions.isHeld('videos:1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(approve.send).toHaveBeenCalledTimes(1);
    expect(tab.decisions.isHeld('videos:1')).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(approve.send).toHaveBeenCalledTimes(1);
  });

  it('undone within the window, it is never sent and the page is put back', () => {
    const approve = decision();
    tab.decisions.hold('videos:1', approve);
    vi.advanceTimersByTime(3000);
    expect(tab.decisions.undo('videos:1')).toBe(true);
    expect(approve.undo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(approve.send).not.toHaveBeenCalled();
    // Too late to undo what is gone.
    expect(tab.decisions.undo('videos:1')).toBe(false);
    expect(approve.undo).toHaveBeenCalledTimes(1);
  });

  it('two decisions in a row keep their own windows; undoing one leaves the other', () => {
    const first = decision();
    const second = decision('videos/2');
    tab.decisions.hold('videos:1', first);
    vi.advanceTimersByTime(2000);
    tab.decisions.hold('videos:2', second);
    tab.decisions.undo('videos:2');
    vi.advanceTimersByTime(3000);
    expect(first.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(second.send).not.toHaveBeenCalled();
    expect(second.undo).toHaveBeenCalledTimes(1);
  });

  it('a second decision on the same item while one is held is refused', () => {
    const approve = decision();
    const reject = decision();
    expect(tab.decisions.hold('videos:1', approve)).toBe(true);
    expect(tab.decisions.hold('videos:1', reject)).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(approve.send).toHaveBeenCalledTimes(1);
    expect(reject.send).not.toHaveBeenCalled();
  });

  it('sending them now (logout) sends every held decision at once, and each only once', async () => {
    const first = decision();
    const second = decision('comments/7');
    tab.decisions.hold('videos:1', first);
    tab.decisions.hold('comments:7', second);
    await tab.decisions.sendAll();
    expect(first.send).toHaveBeenCalledTimes(1);
    expect(second.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(first.send).toHaveBeenCalledTimes(1);
  });

  it('the page going away (tab closed, reload) sends them at once, marked keepalive', () => {
    const approve = decision();
    tab.decisions.hold('videos:1', approve);
    window.dispatchEvent(new Event('pagehide'));
    expect(tab.lifecycle.hiding).toBe(true);
    expect(approve.send).toHaveBeenCalledTimes(1);
    // Back from the back-forward cache: calls are ordinary again.
    window.dispatchEvent(new Event('pageshow'));
    expect(tab.lifecycle.hiding).toBe(false);
  });

  it('says when the decision on an item is settled: sent (true), undone or failed (false), none (false)', async () => {
    const approve = decision();
    tab.decisions.hold('videos:1', approve);
    const sent = tab.decisions.settled('videos/1');
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    await expect(sent).resolves.toBe(true);

    const failing = { ...decision('videos/2'), send: vi.fn(() => Promise.resolve(false)) };
    tab.decisions.hold('videos:2', failing);
    const failed = tab.decisions.settled('videos/2');
    await tab.decisions.sendAll();
    await expect(failed).resolves.toBe(false);

    tab.decisions.hold('videos:3', decision('videos/3'));
    const undone = tab.decisions.settled('videos/3');
    tab.decisions.undo('videos:3');
    await expect(undone).resolves.toBe(false);
    await expect(tab.decisions.settled('videos/4')).resolves.toBe(false);
  });

  it('while one is still being sent, it is not settled; the page going away writes it down', async () => {
    let answer: (delivered: boolean) => void = () => undefined;
    const writeDown = vi.fn();
    tab.decisions.hold('videos:1', {
      ...decision(),
      send: () => new Promise<boolean>((resolve) => (answer = resolve)),
      writeDown,
    });
    const settled = vi.fn();
    void tab.decisions.settled('videos/1').then(settled);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(writeDown).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pageshow'));
    answer(true);
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith(true));
    // Settled: a later page hide has nothing to write down.
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pageshow'));
    expect(writeDown).toHaveBeenCalledTimes(1);
  });
});
