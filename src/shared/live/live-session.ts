import * as z from 'zod/mini';
import { keys } from '../api/keys';
import { apiBase } from '../config';
import type { Session } from '../api/session';
import { applyLiveEvent, refetchLiveData } from './patch';
import { openLiveStream } from './stream';

const ticketSchema = z.object({ ticket: z.string(), expiresIn: z.number() });

/**
 * The session's live stream, loaded after the first paint (its code is not in the initial chunk):
 * events patch the cache in place, the counters stop polling while it is open, and after a gap what
 * may have been missed is fetched once; a `session` event ends the session. Returns the stop.
 */
export function startLiveSession({ api, queryClient, lifecycle, live }: Session): () => void {
  const stream = openLiveStream({
    ticket: () => api.post('events/ticket', ticketSchema).then(({ ticket }) => ticket),
    url: (ticket) => `${apiBase()}/events?ticket=${encodeURIComponent(ticket)}`,
    onEvent: (event) => {
      // The session is over (the user was blocked): out at once, saying why, in every tab.
      if (event.type === 'session') {
        stream.close();
        lifecycle.logout(event.data.message);
      } else applyLiveEvent(queryClient, event);
    },
    onOpen: (resumed) => {
      live.open = true;
      if (resumed) refetchLiveData(queryClient);
    },
    onClose: () => {
      live.open = false;
      // Polling again from now: a fetch sets the counters' interval going.
      void queryClient.invalidateQueries({ queryKey: keys.counters });
    },
  });
  return () => {
    stream.close();
    live.open = false;
  };
}
