import { http } from 'msw';
import { db } from '../db';
import { API, authed, fail, ok, prepareRequest } from '../http';
import { subscribeLive, type LiveEvent } from '../live';
import { sessionEndedFor } from '../sessions';
import { countQueues } from './stats';

/** How long a ticket of `POST /events/ticket` opens the stream: it is spent at once. */
export const TICKET_TTL_S = 30;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const KEEP_ALIVE_MS = 25_000;

export const EVENTS_ERRORS = {
  ticket: 'Билет потока событий недействителен или просрочен',
};

/** Tickets not spent yet: who they were issued to, until when. In memory: they live 30 s anyway. */
const tickets = new Map<string, { userId: number; expiresAt: number }>();

function newTicket(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Takes the ticket out of circulation; the user it was issued to when it was good, else null. */
function spendTicket(ticket: string | null): number | null {
  const entry = ticket === null ? undefined : tickets.get(ticket);
  if (ticket !== null) tickets.delete(ticket);
  for (const [key, { expiresAt }] of tickets) if (expiresAt <= Date.now()) tickets.delete(key);
  return entry !== undefined && entry.expiresAt > Date.now() ? entry.userId : null;
}

/**
 * One event in the text/event-stream format: its name, then its JSON on one `data:` line. A `session`
 * event says only why: whose session ended is the stream's business.
 */
export function eventFrame(event: LiveEvent): string {
  const data = event.type === 'session' ? { message: event.data.message } : event.data;
  return `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A stream that sends the counters at once (the panel stops polling them from then on), then every
 * event of anybody's change until the client goes away. MSW's `sse()` would need a global
 * `EventSource` where the handler is built (Node has none), so this is a plain streamed response:
 * the same one in the browser's service worker, in Node tests and behind the mock server.
 */
function eventStream(signal: AbortSignal, userId: number): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  let end = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = subscribeLive((event) => {
        if (event.type !== 'session') send(eventFrame(event));
        else if (event.data.userId === userId) {
          // The user's session is over: said, then the stream is closed.
          send(eventFrame(event));
          end();
        }
      });
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        unsubscribe();
        clearInterval(keepAlive);
      };
      end = () => {
        stop();
        try {
          controller.close();
        } catch {
          // Closed already.
        }
      };
      signal.addEventListener('abort', end);
      send(eventFrame({ type: 'counters', data: countQueues() }));
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}

/** A ticket for `userId`, good for one `GET /events` in the next 30 s. */
export function issueTicket(userId: number): string {
  const ticket = newTicket();
  tickets.set(ticket, { userId, expiresAt: Date.now() + TICKET_TTL_S * 1000 });
  return ticket;
}

export const handlers = [
  /** EventSource sends no headers: the bearer token buys a short-lived, single-use ticket instead. */
  authed('post', '/events/ticket', ({ me }) =>
    ok({ ticket: issueTicket(me.id), expiresIn: TICKET_TTL_S }),
  ),

  http.get(`${API}/events`, async ({ request }) => {
    await prepareRequest(request);
    const userId = spendTicket(new URL(request.url).searchParams.get('ticket'));
    if (userId === null) return fail(401, EVENTS_ERRORS.ticket);
    const user = db.users.find((row) => row.id === userId);
    const ended = user ? sessionEndedFor(user) : null;
    if (ended) return fail(403, ended);
    return eventStream(request.signal, userId);
  }),
];
