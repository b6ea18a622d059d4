import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './events';
import { FakeEventSource } from './event-source.test-helpers';
import { BACKOFF_MAX_MS, HIDDEN_CLOSE_MS, openLiveStream, WAKE_CHECK_MS } from './stream';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function start(ticket: () => Promise<string> = () => Promise.resolve(`t${++tickets}`)) {
  const log: string[] = [];
  const events: LiveEvent[] = [];
  const stream = openLiveStream({
    ticket,
    url: (ticket) => `/api/admin/events?ticket=${ticket}`,
    onEvent: (event) => events.push(event),
    onOpen: (resumed) => log.push(resumed ? 'open (resumed)' : 'open'),
    onClose: () => log.push('closed'),
    EventSource: FakeEventSource as unknown as typeof EventSource,
    // The longest wait of each step, so the test knows when it ends.
    random: () => 1,
  });
  opened.push(stream);
  return { log, events, stream };
}

const latest = () => FakeEventSource.all.at(-1)!;
let tickets = 0;
const opened: Array<{ close: () => void }> = [];

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  tickets = 0;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
  vi.useRealTimers();
});

describe('openLiveStream', () => {
  it('opens with a fresh ticket and hands on the events it can read', async () => {
    const { log, events } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest().url).toBe('/api/admin/events?ticket=t1');
    latest().open();
    expect(log).toEqual(['open']);

    const counters = { videosModeration: 2, complaintsNew: 0, applicationsPending: 1 };
    latest().send('counters', JSON.stringify(counters));
    latest().send('claim', '{"broken"');
    latest().send('claim', JSON.stringify({ queue: 'videos', id: 4, claim: null }));
    expect(events).toEqual([
      { type: 'counters', data: counters },
      { type: 'claim', data: { queue: 'videos', id: 4, claim: null } },
    ]);
  });

  it('after a failure waits 1 s, 2 s, 4 s… up to 30 s, each time with a new ticket', async () => {
    const { log } = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const count = FakeEventSource.all.length;
      latest().fail();
      let waited = 0;
      while (FakeEventSource.all.length === count) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, BACKOFF_MAX_MS, BACKOFF_MAX_MS]);
    expect(FakeEventSource.all.map((source) => source.url.split('=')[1])).toEqual([
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
      't7',
      't8',
    ]);
    expect(log).toEqual(['open', 'closed']);

    // Open again: it says events may have been missed, and the next failure waits 1 s again.
    latest().open();
    expect(log).toEqual(['open', 'closed', 'open (resumed)']);
    latest().fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.all).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.all).toHaveLength(9);
  });

  it('tries again when the ticket cannot be had', async () => {
    let fail = true;
    const ticket = vi.fn(() => (fail ? Promise.reject(new Error('500')) : Promise.resolve('ok')));
    start(ticket);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticket).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(ticket).toHaveBeenCalledTimes(3);
    expect(latest().url).toBe('/api/admin/events?ticket=ok');
  });

  it('lets go a minute after the tab is hidden, and opens again at once when it is shown', async () => {
    const { log } = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_CLOSE_MS - 1);
    expect(latest().readyState).toBe(FakeEventSource.OPEN);
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(log).toEqual(['open', 'closed']);
    // Nothing while hidden.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeEventSource.all).toHaveLength(1);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(2);
    latest().open();
    expect(log).toEqual(['open', 'closed', 'open (resumed)']);
  });

  it('skips the wait when the tab is shown or the network is back while it waits', async () => {
    start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    for (let i = 0; i < 4; i += 1) {
      latest().fail();
      await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    }
    latest().fail();
    expect(FakeEventSource.all).toHaveLength(5);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(6);

    latest().fail();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(7);
    // A stream that is there is left alone.
    setVisibility('visible');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.all).toHaveLength(7);
  });

  it('opens afresh after the machine slept: the old connection may be dead without knowing it', async () => {
    const { log } = start();
    await vi.advanceTimersByTimeAsync(0);
    latest().open();
    await vi.advanceTimersByTimeAsync(WAKE_CHECK_MS * 4);
    expect(FakeEventSource.all).toHaveLength(1);

    // Asleep for ten minutes: timers stood still, the clock did not.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    await vi.advanceTimersByTimeAsync(WAKE_CHECK_MS);
    expect(FakeEventSource.all[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.all).toHaveLength(2);
    latest().open();
    expect(log).toEqual(['open', 'closed', 'open (resumed)']);
  });

  it('ignores a stream it has replaced, and stops for good when closed', async () => {
    const { log, events, stream } = start();
    await vi.advanceTimersByTimeAsync(0);
    const first = latest();
    first.open();
    first.fail();
    await vi.advanceTimersByTimeAsync(1000);
    const second = latest();
    second.open();
    first.send(
      'counters',
      JSON.stringify({ videosModeration: 1, complaintsNew: 1, applicationsPending: 1 }),
    );
    expect(events).toEqual([]);

    stream.close();
    expect(second.readyState).toBe(FakeEventSource.CLOSED);
    expect(log).toEqual(['open', 'closed', 'open (resumed)', 'closed']);
    setVisibility('visible');
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeEventSource.all).toHaveLength(2);
  });
});
