import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children appear one step after the frame around them: the frame (the shell) is drawn and
 * painted first, then the children are rendered in a transition, which React builds in slices of a
 * few milliseconds with the main thread free between them. Without it, opening a list page is one
 * task of the whole shell, page and rows (about 2 s under Lighthouse's 4× CPU slowdown), and input
 * waits for all of it (total blocking time).
 *
 * Only the first mount waits; later changes of the children (another page, new rows) render as usual.
 * The children appear all at once, so nothing on the page moves when they do.
 */
export function DrawnAfterShell({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : null;
}
