import { useSyncExternalStore } from 'react';
import { useSession } from '@/shared/api/session';

/**
 * Which row of the videos list shows the first frames of its filmstrip (by hover, click or `V`): one
 * at a time, kept by the session (the next user's list opens with none). Each row reads only whether
 * it is the one, so opening another redraws two rows, not all.
 */
function createRowFrames() {
  let openId: number | null = null;
  const listeners = new Set<() => void>();
  const set = (id: number | null) => {
    if (id === openId) return;
    openId = id;
    for (const listener of listeners) listener();
  };
  return {
    open: (id: number) => set(id),
    /** Closes `id`'s frames if they are the open ones (no id: whichever are open). */
    close: (id?: number) => {
      if (id === undefined || id === openId) set(null);
    },
    toggle: (id: number) => set(openId === id ? null : id),
    isOpen: (id: number) => openId === id,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type RowFramesState = ReturnType<typeof createRowFrames>;

const sessionRowFrames = { create: createRowFrames };

/** The session's open row frames, to open, close or toggle them. */
export function useRowFrames(): RowFramesState {
  return useSession().own(sessionRowFrames);
}

export function useRowFramesOpen(id: number): boolean {
  const frames = useRowFrames();
  return useSyncExternalStore(frames.subscribe, () => frames.isOpen(id));
}
