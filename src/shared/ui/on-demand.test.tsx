import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadOnFirstInput, useWhenIdle } from './on-demand';

function Page({ load, ready }: { load: () => Promise<unknown>; ready?: boolean }) {
  usePreloadOnFirstInput(load, ready);
  return <p>Первая строка</p>;
}

describe('usePreloadOnFirstInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches nothing while nobody touches the page, however long it stays', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches once at the first input, after that input’s own handlers', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    fireEvent.keyDown(window, { code: 'KeyJ' });
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(window);
    fireEvent.keyDown(window, { code: 'KeyK' });
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches after the frame that shows the input, not in a task that may come before it', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    fireEvent.keyDown(window, { code: 'KeyA' });
    // A timer of 0 ms runs here; the next frame has not been drawn yet.
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the pointer moving', () => fireEvent.pointerMove(document.body)],
    ['a click', () => fireEvent.pointerDown(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['the wheel', () => fireEvent.wheel(document.body)],
  ])('counts %s as the first input', async (_name, input) => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    input();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the first rows: an input during the load fetches nothing', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = render(<Page load={load} ready={false} />);
    fireEvent.pointerMove(window);
    fireEvent.keyDown(window, { code: 'KeyJ' });
    await act(() => vi.runAllTimersAsync());
    expect(load).not.toHaveBeenCalled();
    rerender(<Page load={load} ready />);
    await act(() => vi.runAllTimersAsync());
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { code: 'KeyA' });
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a page left before its first input', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Page load={load} />);
    unmount();
    fireEvent.keyDown(window, { code: 'KeyJ' });
    await act(() => vi.runAllTimersAsync());
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed fetch is no unhandled error: the widget tries again when drawn', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Page load={load} />);
    fireEvent.pointerMove(window);
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

function Chart({ ready }: { ready: boolean }) {
  return <p>{useWhenIdle(ready) ? 'График' : 'Скелет'}</p>;
}

describe('useWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the data however long it takes, then for the browser to be idle', async () => {
    const { rerender, getByText } = render(<Chart ready={false} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(getByText('Скелет')).toBeInTheDocument();
    rerender(<Chart ready />);
    expect(getByText('Скелет')).toBeInTheDocument();
    await act(() => vi.runAllTimersAsync());
    expect(getByText('График')).toBeInTheDocument();
  });
});
