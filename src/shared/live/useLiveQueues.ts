import { useEffect } from 'react';
import { useSession, type Session } from '../api/session';

/**
 * Runs `run` in idle time once none of the session's queries is fetching: the page's first data is
 * drawn, so what only keeps it current is never fetched or run before it, however long it takes.
 * Returns the cancel.
 */
function afterFirstData(session: Session, run: () => void): () => void {
  const later = window.requestIdleCallback ?? ((then: () => void) => setTimeout(then, 0));
  const cancelLater = window.cancelIdleCallback ?? clearTimeout;
  const { queryClient } = session;
  let handle: number | undefined;
  let unsubscribe = () => {};
  const settled = () => {
    if (queryClient.isFetching() > 0 || handle !== undefined) return;
    unsubscribe();
    handle = later(run, { timeout: 1000 });
  };
  unsubscribe = queryClient.getQueryCache().subscribe(settled);
  settled();
  return () => {
    unsubscribe();
    if (handle !== undefined) cancelLater(handle);
  };
}

/**
 * Asks for the session's one stream, which opens in idle time once the page's first data is in and
 * closes when its last user lets go. Returns the letting go.
 */
function joinLiveStream(session: Session): () => void {
  const { live } = session;
  live.users += 1;
  const cancel = afterFirstData(session, () => {
    if (live.users === 0 || live.stop || live.starting) return;
    live.starting = import('./live-session')
      .then(({ startLiveSession }) => {
        if (live.users > 0 && !live.stop) live.stop = startLiveSession(session);
      })
      // Its code did not arrive (a deploy meanwhile): the counters keep polling.
      .catch(() => undefined)
      .finally(() => (live.starting = null));
  });
  return () => {
    cancel();
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
