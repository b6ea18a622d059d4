import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { FrameStrip } from '@/shared/lib/frame-store';
import { theme } from '@/shared/ui/theme';
import { Filmstrip } from './Filmstrip';

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

function renderStrip() {
  render(
    <MantineProvider theme={theme}>
      <Filmstrip
        strip={strip}
        playerLoaded
        currentIndex={0}
        seenFrames={[]}
        onOpen={() => undefined}
        onPick={() => undefined}
        onRetry={() => undefined}
      />
    </MantineProvider>,
  );
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
});
