import { useEffect, useSyncExternalStore } from 'react';
import {
  extractFrames,
  FrameError,
  type FrameFailure,
  type FramePlan,
  type FrameSink,
  type TakeTurn,
} from './video-frames';
import { createBatchedListeners, type BatchedListeners } from './batched-listeners';

/**
 * The filmstrips of the session, by video URL: a video opened again shows its frames at once. One video
 * is read at a time (decoding is the costly part); the one on screen (`now`) goes before those prepared
 * for later (`later`: the next video of the queue, a row's preview), frame by frame. Bounded: past
 * `maxEntries` videos or `maxBytes` of frames, the least recently asked-for strip that nobody shows is
 * dropped and its bitmaps closed.
 */
export type FramePriority = 'now' | 'later';

export interface FrameStrip {
  status: 'loading' | 'ready' | 'failed';
  plan: FramePlan | null;
  frames: readonly (ImageBitmap | undefined)[];
  /** Frames that could not be taken at their time (shown as missing). */
  missing: readonly boolean[];
  size: { width: number; height: number } | null;
  failure: FrameFailure | null;
}

const LOADING: FrameStrip = {
  status: 'loading',
  plan: null,
  frames: [],
  missing: [],
  size: null,
  failure: null,
};

interface Entry {
  strip: FrameStrip;
  priority: FramePriority;
  listeners: BatchedListeners;
  controller: AbortController;
  bytes: number;
}

export type Extract = (
  url: string,
  sink: FrameSink,
  takeTurn: TakeTurn,
  signal: AbortSignal,
) => Promise<void>;

/**
 * How long a read frame may wait to be shown with the next ones. The metadata, the first frame and the
 * end show at once; the frames between come in batches, so the page draws a few times, not once per
 * frame (each drawing is a render of the strip, a canvas and a paint: a long task on a slow phone).
 */
export const FRAME_BATCH_MS = 200;

/** Marks for the benchmark (`npm run perf`): the metadata, the first and the last frame of a strip. */
function mark(name: string, url: string) {
  performance.mark(`filmstrip:${name}`, { detail: { url } });
}

export function createFrameStore({
  extract = extractFrames,
  maxEntries = 12,
  maxBytes = 48 * 1024 * 1024,
}: { extract?: Extract; maxEntries?: number; maxBytes?: number } = {}) {
  /** In the order they were last asked for: the first is the one to drop. */
  const entries = new Map<string, Entry>();
  const waiting: { entry: Entry; start: () => void }[] = [];
  let busy = false;

  function takeTurn(entry: Entry): TakeTurn {
    return () =>
      new Promise((resolve) => {
        waiting.push({
          entry,
          start: () => {
            busy = true;
            resolve(() => {
              busy = false;
              // Given out once the current task is over: a reader going on asks again first, so
              // frames of the same priority follow each other.
              queueMicrotask(next);
            });
          },
        });
        next();
      });
  }

  function next() {
    if (busy || waiting.length === 0) return;
    const urgent = waiting.findIndex((turn) => turn.entry.priority === 'now');
    const [turn] = waiting.splice(urgent >= 0 ? urgent : 0, 1);
    turn!.start();
  }

  function update(entry: Entry, change: Partial<FrameStrip>, when: 'now' | 'soon' = 'now') {
    entry.strip = { ...entry.strip, ...change };
    entry.listeners[when]();
  }

  function drop(url: string, entry: Entry) {
    entry.controller.abort();
    entry.listeners.cancel();
    for (const bitmap of entry.strip.frames) bitmap?.close();
    entries.delete(url);
  }

  function trim() {
    let bytes = [...entries.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    for (const [url, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      if (entry.listeners.size > 0) continue;
      bytes -= entry.bytes;
      drop(url, entry);
    }
  }

  function start(url: string, entry: Entry) {
    const frames: (ImageBitmap | undefined)[] = [];
    const missing: boolean[] = [];
    // Counted, not `every`: the arrays have holes where frames are still to come.
    const done = () =>
      frames.filter(Boolean).length + missing.filter(Boolean).length ===
      entry.strip.plan?.times.length;
    const sink: FrameSink = {
      plan(plan, size) {
        mark('metadata', url);
        frames.length = plan.times.length;
        update(entry, { plan, size, frames: [...frames] });
      },
      frame(index, bitmap) {
        frames[index] = bitmap;
        entry.bytes += bitmap.width * bitmap.height * 4;
        const first = frames.filter(Boolean).length === 1;
        if (first) mark('first-frame', url);
        const ready = done();
        if (ready) mark('last-frame', url);
        update(
          entry,
          { frames: [...frames], status: ready ? 'ready' : 'loading' },
          first || ready ? 'now' : 'soon',
        );
        trim();
      },
      missing(index) {
        missing[index] = true;
        const ready = done();
        if (ready) mark('last-frame', url);
        update(
          entry,
          { missing: [...missing], status: ready ? 'ready' : 'loading' },
          ready ? 'now' : 'soon',
        );
      },
    };
    extract(url, sink, takeTurn(entry), entry.controller.signal).catch((error: unknown) => {
      if (entry.controller.signal.aborted) return;
      update(entry, {
        status: 'failed',
        failure: error instanceof FrameError ? error.failure : 'load',
      });
    });
  }

  /** The strip of `url`, started if it is not kept yet; asking again makes it the most recent. */
  function request(url: string, priority: FramePriority): FrameStrip {
    let entry = entries.get(url);
    if (entry) {
      entries.delete(url);
      entries.set(url, entry);
      if (priority === 'now') entry.priority = 'now';
      return entry.strip;
    }
    entry = {
      strip: LOADING,
      priority,
      listeners: createBatchedListeners(FRAME_BATCH_MS),
      controller: new AbortController(),
      bytes: 0,
    };
    entries.set(url, entry);
    start(url, entry);
    trim();
    return entry.strip;
  }

  /** A failed strip read afresh, where it is shown. */
  function retry(url: string): void {
    const entry = entries.get(url);
    if (!entry || entry.strip.status !== 'failed') return;
    entry.controller = new AbortController();
    entry.priority = 'now';
    entry.bytes = 0;
    update(entry, LOADING);
    start(url, entry);
  }

  function subscribe(url: string, listener: () => void): () => void {
    const entry = entries.get(url);
    if (!entry) return () => undefined;
    const remove = entry.listeners.add(listener);
    return () => {
      remove();
      // Nobody shows it any more: what is left of it waits behind what is on screen.
      if (entry.listeners.size === 0) entry.priority = 'later';
    };
  }

  /** Every strip dropped, its reading stopped and its bitmaps closed (the session is over). */
  function clear(): void {
    for (const [url, entry] of entries) drop(url, entry);
    waiting.length = 0;
  }

  return {
    request,
    retry,
    subscribe,
    clear,
    strip: (url: string): FrameStrip | undefined => entries.get(url)?.strip,
    /** Strips kept now, least recently asked for first. */
    kept: () => [...entries.keys()],
  };
}

export type FrameStore = ReturnType<typeof createFrameStore>;

/**
 * The session's strips (`useSession().own(sessionFrames)`): a video opened again within the session
 * shows its frames at once; the next user starts with none.
 */
export const sessionFrames = {
  create: (): FrameStore => createFrameStore(),
  drop: (store: FrameStore) => store.clear(),
};

/**
 * Starts the strip of a video that may be shown soon (the next of the queue) once the strip of `after`
 * (the video on screen) is done, so preparing never slows what the moderator is looking at. Resolves
 * once it is asked for (what follows its frames can start then).
 */
export function prepareFrames(store: FrameStore, url: string, after?: string): Promise<void> {
  const done = () => !after || store.strip(after)?.status !== 'loading';
  if (done()) {
    store.request(url, 'later');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const stop = store.subscribe(after!, () => {
      if (!done()) return;
      stop();
      store.request(url, 'later');
      resolve();
    });
  });
}

/** The strip of `url` in `store`, drawn as it fills; `null` draws nothing and asks for nothing. */
export function useFrameStrip(
  store: FrameStore,
  url: string | null,
  priority: FramePriority = 'now',
): FrameStrip {
  if (url) store.request(url, priority);
  const strip = useSyncExternalStore(
    (listener) => (url ? store.subscribe(url, listener) : () => undefined),
    () => (url ? (store.strip(url) ?? LOADING) : LOADING),
  );
  // Asked for again once shown: the subscription keeps it from being dropped while it is on screen.
  useEffect(() => {
    if (url) store.request(url, priority);
  }, [store, url, priority]);
  return strip;
}
