import { useEffect } from 'react';
import { useSession, type Session } from '../api/session';

/**
 * Asks for the session's one stream, which opens in idle time after the first paint and closes when
 * its last user lets go. Returns the letting go.
 */
function joinLiveStream(session: Session): () => void {
  const { live } = session;
  live.users += 1;
  const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  const cancel = window.cancelIdleCallback ?? clearTimeout;
  const handle = later(
    () => {
      if (live.users === 0 || live.stop || live.starting) return;
      live.starting = import('./live-session')
        .then(({ startLiveSession }) => {
          if (live.users > 0 && !live.stop) live.stop = startLiveSession(session);
        })
        // Its code did not arrive (a deploy meanwhile): the counters keep polling.
        .catch(() => undefined)
        .finally(() => (live.starting = null));
    },
    { timeout: 1000 },
  );
  return () => {
    cancel(handle);
    live.users -= 1;
    if (live.users === 0 && live.stop) {
      live.stop();
      live.stop = null;
    }
  };
}

/**
 * Live queues (docs/product.md#live-queues): while a logged-in page is shown, one `GET /events`
 * stream — the session's, shared by whoever asks for it (React's strict mode mounts twice) — keeps
 * the queue lists and counters current. Its code loads after the page has painted, so the first
 * paint carries none of it; a logout reloads the page, so no stream outlives the session.
 */
export function useLiveQueues(): void {
  const session = useSession();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return joinLiveStream(session);
  }, [session]);
}
