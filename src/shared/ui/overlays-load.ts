import type { ComponentType } from 'react';

let loaded: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * The notification and dialog containers' code (Overlays.tsx, with Mantine's notifications and
 * modals and their style sheet), fetched and run once; a failure (the network) is tried again on the
 * next call. A queue fetches it when the browser is idle, so the first decision's notice only mounts
 * what is already there: inserting the style sheet restyled the whole page inside that decision's
 * paint.
 */
export function loadOverlays(): Promise<ComponentType> {
  return (loading ??= import('./Overlays').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The containers' component when its code has already run, so it mounts without a Suspense turn. */
export function loadedOverlays(): ComponentType | undefined {
  return loaded;
}
