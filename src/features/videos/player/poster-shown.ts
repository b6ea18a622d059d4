import { afterNextPaint } from '@/shared/lib/after-next-paint';

declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface VideoHTMLAttributes<T> {
    /** Element Timing: the browser reports when this player's poster is painted. */
    elementtiming?: string;
  }
}

/** An Element Timing entry (TypeScript's DOM library does not have it). */
interface ElementTimingEntry extends PerformanceEntry {
  readonly element: Element | null;
}

/** How long a decoded poster may take to be reported painted before the media starts anyway. */
export const POSTER_PAINT_WAIT_MS = 1000;

/** Whether the browser reports an element's paint (Chromium does; jsdom, Firefox and Safari do not). */
function reportsPaints(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
  );
}

/**
 * Runs `run` once `player`'s poster (at `url`) is on screen: when the browser reports it painted
 * (Element Timing; the player needs an `elementtiming` attribute), else once the picture is decoded
 * and a frame painted after it. The page's largest paint, the poster, so comes before the media and
 * the strip's reading, which would otherwise share its bandwidth and main thread (a decoded picture
 * is not yet a painted one: they would be asked for before its paint). A poster that fails to
 * load, or is decoded and not reported within POSTER_PAINT_WAIT_MS, holds nothing back.
 * Returns the cancel.
 */
export function afterPosterShown(
  player: HTMLVideoElement,
  url: string,
  run: () => void,
): () => void {
  let done = false;
  let cancelPaint = () => {};
  let observer: PerformanceObserver | undefined;
  let wait: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    done = true;
    cancelPaint();
    observer?.disconnect();
    clearTimeout(wait);
  };
  const start = () => {
    if (done) return;
    cancel();
    run();
  };
  // The frame that shows the picture, then the task after it.
  const afterPaint = () => {
    if (!done) cancelPaint = afterNextPaint(start);
  };

  const picture = new Image();
  if (!url || typeof picture.decode !== 'function') {
    start();
    return cancel;
  }
  if (reportsPaints()) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as ElementTimingEntry).element === player))
        start();
    });
    observer.observe({ type: 'element', buffered: true });
  }
  picture.src = url;
  picture.decode().then(() => {
    if (!observer) afterPaint();
    else if (!done) wait = setTimeout(start, POSTER_PAINT_WAIT_MS);
  }, afterPaint);
  return cancel;
}
