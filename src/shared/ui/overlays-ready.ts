import { notificationsStore } from '@mantine/notifications';
import { startTransition, useEffect, useState } from 'react';

/**
 * The notification and modal containers (Overlays) load when first needed, not with the page: when a
 * notification is shown (the store below changes) or a dialog asks for them. Dialog helpers await
 * `overlaysReady()` before opening a modal so no open request is lost while they arrive; a
 * notification shown meanwhile waits in the store and appears with them.
 */
let markReady: () => void = () => undefined;
let ready = new Promise<void>((resolve) => (markReady = resolve));

let requested = false;
const listeners = new Set<() => void>();

function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

notificationsStore.subscribe(requestOverlays);

/**
 * Whether the containers are wanted yet (AppProviders mounts them from then on). The mount is a
 * transition: a decision's key paints its row first, and the containers with its notice a frame or
 * two later, instead of drawing them inside the key's own frame.
 */
export function useOverlaysRequested(): boolean {
  const [wanted, setWanted] = useState(requested);
  useEffect(() => {
    const listener = () => startTransition(() => setWanted(true));
    listeners.add(listener);
    if (requested) listener();
    return () => void listeners.delete(listener);
  }, []);
  return wanted;
}

export function overlaysReady(): Promise<void> {
  requestOverlays();
  return ready;
}

export function setOverlaysMounted(mounted: boolean): void {
  if (mounted) markReady();
  else ready = new Promise<void>((resolve) => (markReady = resolve));
}
