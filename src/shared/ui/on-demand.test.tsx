import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePreloadWhenIdle } from './on-demand';

function Page({ load }: { load: () => Promise<unknown> }) {
  usePreloadWhenIdle(load);
  return <p>Первая строка</p>;
}

describe('usePreloadWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches once the page is drawn and the browser idle, not while it is drawn', async () => {
    const load = vi.fn(() => Promise.resolve());
    render(<Page load={load} />);
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for a page left before the browser was idle', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Page load={load} />);
    unmount();
    await act(() => vi.runAllTimersAsync());
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed fetch is no unhandled error: the widget tries again when drawn', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Page load={load} />);
    await act(() => vi.runAllTimersAsync());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
