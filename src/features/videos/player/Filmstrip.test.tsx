import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { FrameStrip } from '@/shared/lib/frame-store';
import { theme } from '@/shared/ui/theme';
import { Filmstrip, LOOK_MS } from './Filmstrip';

/** jsdom lays nothing out: the strip's width is what the test says, and its observer is called by hand. */
let stripWidth = 900;
const observers: (() => void)[] = [];

beforeEach(() => {
  stripWidth = 900;
  observers.length = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => stripWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const times = [0, 10, 20, 30];
const strip: FrameStrip = {
  status: 'ready',
  plan: { duration: 40, interval: 10, times },
  frames: times.map(() => ({ width: 160, height: 90 }) as ImageBitmap),
  missing: [],
  size: { width: 160, height: 90 },
  failure: null,
};

function renderStrip(shown: FrameStrip = strip, onLook: (index: number) => void = () => undefined) {
  render(
    <MantineProvider theme={theme}>
      <Filmstrip
        strip={shown}
        expected={strip.plan!}
        playerLoaded
        currentIndex={0}
        seenFrames={[]}
        onLook={onLook}
        onPick={() => undefined}
        onRetry={() => undefined}
      />
    </MantineProvider>,
  );
}

const frame = (code: string) => screen.getByRole('button', { name: `Кадр ${code}: перейти` });

/** A pointer moved onto a frame by the user (the browser's made-up moves have no movement). */
function pointerOnto(element: HTMLElement, movement = 3) {
  fireEvent.mouseEnter(element);
  const move = new MouseEvent('pointermove', { bubbles: true });
  Object.defineProperties(move, {
    movementX: { value: movement },
    movementY: { value: 0 },
  });
  fireEvent(element, move);
}

describe('Filmstrip', () => {
  it('shows a frame larger while it has the focus', () => {
    renderStrip();
    fireEvent.focus(screen.getByRole('button', { name: 'Кадр 00:30: перейти' }));
    expect(screen.getByRole('img', { name: 'Кадр 00:30 крупно' })).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Кадр 00:30: перейти' }));
    expect(screen.queryByRole('img', { name: 'Кадр 00:30 крупно' })).not.toBeInTheDocument();
  });

  it('closes the larger frame when the strip changes width, as it was placed for the old one', () => {
    renderStrip();
    fireEvent.focus(screen.getByRole('button', { name: 'Кадр 00:30: перейти' }));
    expect(screen.getByRole('img', { name: 'Кадр 00:30 крупно' })).toBeInTheDocument();
    // The same width (the strip grew taller as frames arrived): it stays.
    act(() => observers.forEach((changed) => changed()));
    expect(screen.getByRole('img', { name: 'Кадр 00:30 крупно' })).toBeInTheDocument();
    // A narrower window.
    stripWidth = 360;
    act(() => observers.forEach((changed) => changed()));
    expect(screen.queryByRole('img', { name: 'Кадр 00:30 крупно' })).not.toBeInTheDocument();
  });

  it('counts a frame as looked at only once it has stayed enlarged for a second', () => {
    vi.useFakeTimers();
    const looked: number[] = [];
    renderStrip(strip, (index) => looked.push(index));
    // A pointer swept across the strip, 60 ms a frame: nothing.
    for (const code of ['00:00', '00:10', '00:20', '00:30']) {
      pointerOnto(frame(code));
      act(() => vi.advanceTimersByTime(60));
      fireEvent.mouseLeave(frame(code));
    }
    act(() => vi.advanceTimersByTime(LOOK_MS * 2));
    expect(looked).toEqual([]);
    // Moved onto 00:20 and kept there: looked at, after LOOK_MS.
    pointerOnto(frame('00:20'));
    act(() => vi.advanceTimersByTime(LOOK_MS - 10));
    expect(looked).toEqual([]);
    act(() => vi.advanceTimersByTime(10));
    expect(looked).toEqual([2]);
    fireEvent.mouseLeave(frame('00:20'));
    // Focused from the keyboard and kept: looked at too.
    act(() => frame('00:30').focus());
    act(() => vi.advanceTimersByTime(LOOK_MS));
    expect(looked).toEqual([2, 3]);
    vi.useRealTimers();
  });

  it('a pointer resting where the strip appears (no movement) marks nothing', () => {
    vi.useFakeTimers();
    const looked: number[] = [];
    renderStrip(strip, (index) => looked.push(index));
    // What the browser sends when the strip is laid out under a pointer that does not move.
    pointerOnto(frame('00:10'), 0);
    act(() => vi.advanceTimersByTime(LOOK_MS * 3));
    expect(screen.getByRole('img', { name: 'Кадр 00:10 крупно' })).toBeInTheDocument();
    expect(looked).toEqual([]);
    vi.useRealTimers();
  });

  it('says which frame could not be taken, in its place, instead of another picture', () => {
    renderStrip({
      ...strip,
      status: 'ready',
      frames: [strip.frames[0], undefined, strip.frames[2], strip.frames[3]],
      missing: [false, true, false, false],
    });
    const missing = within(frame('00:10')).getByRole('img', { name: 'Кадр 00:10 не получен' });
    expect(missing).toHaveTextContent('кадр не получен');
    expect(within(frame('00:20')).queryByRole('img')).not.toBeInTheDocument();
  });
});
