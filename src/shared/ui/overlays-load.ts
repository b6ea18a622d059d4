import { onFirstCall } from '../lib/on-first-call';
import type Overlays from './Overlays';

type OverlaysComponent = typeof Overlays;
let loaded: OverlaysComponent | undefined;

/**
 * The notification and dialog containers' code (Overlays.tsx, with Mantine's notifications and
 * modals and their style sheet), fetched and run once. A queue fetches it when the browser is idle,
 * so the first decision's notice only mounts what is already there: inserting the style sheet
 * restyled the whole page inside that decision's paint.
 */
export const loadOverlays = onFirstCall(() =>
  import('./Overlays').then((module) => (loaded = module.default)),
).preload;

/** The containers' component when its code has already run, so it mounts without a Suspense turn. */
export function loadedOverlays(): OverlaysComponent | undefined {
  return loaded;
}
