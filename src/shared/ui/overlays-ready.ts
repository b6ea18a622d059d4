/**
 * The notification and modal containers load after the first paint (they are not needed to show a
 * page). Dialog helpers await this before opening a modal so no open request is lost meanwhile.
 */
let markReady: () => void = () => undefined;
let ready = new Promise<void>((resolve) => (markReady = resolve));

export function overlaysReady(): Promise<void> {
  return ready;
}

export function setOverlaysMounted(mounted: boolean): void {
  if (mounted) markReady();
  else ready = new Promise<void>((resolve) => (markReady = resolve));
}
