import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The one stream of the session, shared by whoever asks for it (React's strict mode mounts twice). */
let users = 0;
let stop: (() => void) | null = null;
let starting: Promise<void> | null = null;

/**
 * Live queues (docs/product.md#live-queues): while a logged-in page is shown, one `GET /events`
 * stream keeps the queue lists and counters current. Its code loads after the page has painted, so
 * the first paint carries none of it; a logout reloads the page, so no stream outlives the session.
 */
export function useLiveQueues(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    users += 1;
    const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = later(
      () => {
        if (users === 0 || stop || starting) return;
        starting = import('./live-session')
          .then(({ startLiveSession }) => {
            if (users > 0 && !stop) stop = startLiveSession(queryClient);
          })
          // Its code did not arrive (a deploy meanwhile): the counters keep polling.
          .catch(() => undefined)
          .finally(() => (starting = null));
      },
      { timeout: 1000 },
    );
    return () => {
      cancel(handle);
      users -= 1;
      if (users === 0 && stop) {
        stop();
        stop = null;
      }
    };
  }, [queryClient]);
}
