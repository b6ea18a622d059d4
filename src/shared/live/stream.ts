import { LIVE_EVENT_TYPES, parseLiveEvent, type LiveEvent } from './events';

/** The first wait before connecting again after a failure; it doubles up to BACKOFF_MAX_MS. */
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** How often the stream checks the clock: a tick this late means the machine slept. */
export const WAKE_CHECK_MS = 5_000;
const SLEPT_MS = WAKE_CHECK_MS * 3;
/** A tab hidden this long lets its stream go (a connection per tab is a lot on HTTP/1.1). */
export const HIDDEN_CLOSE_MS = 60_000;

export interface LiveStreamOptions {
  /** Buys the ticket for one connection (`POST /events/ticket`). */
  ticket: () => Promise<string>;
  /** The stream's address with that ticket. */
  url: (ticket: string) => string;
  onEvent: (event: LiveEvent) => void;
  /** Events flow; `resumed` after a gap, when some may have been missed. */
  onOpen: (resumed: boolean) => void;
  /** Events no longer flow (until the next `onOpen`). */
  onClose: () => void;
  EventSource?: typeof EventSource;
  /** For the jitter of the waits between attempts (tests make it fixed). */
  random?: () => number;
}

/**
 * One live stream for the session: opened with a fresh ticket, opened again after any failure with
 * a growing wait (1 s, 2 s, 4 s… up to 30 s, with jitter), at once when the tab becomes visible or
 * the network comes back, and afresh after the machine slept (a connection from before the sleep
 * may be dead without knowing it). A tab hidden for a minute closes it until it is shown again.
 * EventSource's own reconnection is never used: it would come back with the spent ticket.
 */
export function openLiveStream(options: LiveStreamOptions): { close: () => void } {
  const Source = options.EventSource ?? globalThis.EventSource;
  const random = options.random ?? Math.random;
  let source: EventSource | null = null;
  /** Counts connection attempts: the answer to an older one is dropped. */
  let attempt = 0;
  let failures = 0;
  let open = false;
  /** A ticket is on its way. */
  let pending = false;
  let everOpen = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let lastTick = Date.now();

  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  function drop(): void {
    if (source) {
      source.close();
      source = null;
    }
    if (open) {
      open = false;
      options.onClose();
    }
  }

  function connect(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    drop();
    if (closed) return;
    const mine = ++attempt;
    pending = true;
    options.ticket().then(
      (ticket) => {
        if (closed || mine !== attempt) return;
        pending = false;
        const created = new Source(options.url(ticket));
        source = created;
        created.onopen = () => {
          if (source !== created) return;
          failures = 0;
          open = true;
          options.onOpen(everOpen);
          everOpen = true;
        };
        created.onerror = () => {
          if (source === created) retryLater();
        };
        for (const type of LIVE_EVENT_TYPES) {
          created.addEventListener(type, (message: MessageEvent<string>) => {
            if (source !== created) return;
            const event = parseLiveEvent(type, message.data);
            if (event) options.onEvent(event);
          });
        }
      },
      () => {
        if (closed || mine !== attempt) return;
        pending = false;
        retryLater();
      },
    );
  }

  function retryLater(): void {
    drop();
    if (closed || retryTimer !== undefined || hidden()) return;
    const full = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** failures);
    failures += 1;
    // Between half and all of it, so that many tabs do not come back in the same instant.
    retryTimer = setTimeout(connect, full / 2 + (full / 2) * random());
  }

  /** Visible again, back online: a stream that is not there is opened now, without waiting. */
  function resume(): void {
    if (closed || hidden() || pending) return;
    if (source && source.readyState !== Source.CLOSED) return;
    failures = 0;
    connect();
  }

  function onVisibility(): void {
    clearTimeout(hiddenTimer);
    if (hidden()) {
      hiddenTimer = setTimeout(() => {
        clearTimeout(retryTimer);
        retryTimer = undefined;
        attempt += 1;
        pending = false;
        drop();
      }, HIDDEN_CLOSE_MS);
    } else resume();
  }

  const wakeTimer = setInterval(() => {
    const now = Date.now();
    const slept = now - lastTick > SLEPT_MS;
    lastTick = now;
    if (slept && !hidden()) {
      failures = 0;
      connect();
    }
  }, WAKE_CHECK_MS);

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', resume);
  if (hidden()) onVisibility();
  else connect();

  return {
    close() {
      closed = true;
      clearInterval(wakeTimer);
      clearTimeout(retryTimer);
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', resume);
      drop();
    },
  };
}
