import { useSyncExternalStore } from 'react';

/**
 * Which row of the videos list shows the first frames of its filmstrip (by hover, click or `V`): one
 * at a time. Each row reads only whether it is the one, so opening another redraws two rows, not all.
 */
let openId: number | null = null;
const listeners = new Set<() => void>();

function set(id: number | null) {
  if (id === openId) return;
  openId = id;
  for (const listener of listeners) listener();
}

export const openRowFrames = (id: number) => set(id);
export const closeRowFrames = (id?: number) => {
  if (id === undefined || id === openId) set(null);
};
export const toggleRowFrames = (id: number) => set(openId === id ? null : id);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRowFramesOpen(id: number): boolean {
  return useSyncExternalStore(subscribe, () => openId === id);
}
