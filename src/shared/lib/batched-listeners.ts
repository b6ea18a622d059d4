/**
 * The listeners of a store that fills piece by piece (a filmstrip's frames, their risk scores): a
 * change that must show at once tells them `now`; the pieces in between are told `soon`, together,
 * once per `delayMs`. Every telling makes the page render and paint what listens, so twenty frames
 * told one by one are twenty renders of the strip and its counters; told in batches they are a few.
 */
export function createBatchedListeners(delayMs: number) {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function now() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    for (const listener of [...listeners]) listener();
  }

  return {
    add(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    /** Told at once, with whatever waited to be told. */
    now,
    /** Told within `delayMs`, with whatever else changes by then. */
    soon() {
      timer ??= setTimeout(now, delayMs);
    },
    /** Nothing left to tell (the store is dropped). */
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type BatchedListeners = ReturnType<typeof createBatchedListeners>;
