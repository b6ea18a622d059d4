import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createPageLifecycle, type PageLifecycle } from '../lifecycle/page-lifecycle';
import type { KyInstance } from 'ky';
import type { ApiClient, RefreshLocks } from './client';
import type { ResendOutcome, UnsentJournal } from './unsent-journal';
import { sessionResending } from './unsent-storage';
import { createHeldDecisions, type HeldDecisions } from './held-decisions';
import { cachedSelfId } from './keys';
import {
  consoleReporter,
  queryClientConfig,
  reportErrorWith,
  type ErrorReporter,
  type ReportError,
} from './query-client';
import { isLoggedIn } from '../session/tokens';
import { revokeSession } from '../session/revoke';

/** The session's one live stream (live/useLiveQueues.ts), shared by whoever asks for it. */
export interface LiveStreamState {
  /** Components asking for the stream now (React's strict mode mounts twice). */
  users: number;
  /** Closes the open stream; null while none is open. */
  stop: (() => void) | null;
  /** The stream's code on its way. */
  starting: Promise<void> | null;
  /** Whether the stream is open: the counters poll only while it is not. */
  open: boolean;
}

/**
 * A piece of the user's state that a module keeps in the session rather than in module scope (the
 * filmstrips, the seen parts of videos): made the first time the session is asked for it, dropped
 * with the session. `create` makes an object (never undefined). The module that keeps it declares one constant part; `session.own(part)` is a
 * Map read, cheap enough for a row or a key press.
 */
export interface SessionPart<T> {
  create(): T;
  /** What leaving does with it: a reading stopped, memory given back. */
  drop?(value: T): void;
}

/**
 * Everything one page holds for its logged-in user: the page's lifecycle, the query cache, the HTTP
 * client and the journal of unsent decisions, the decisions held for `Отменить`, the items it claims,
 * its live stream and the parts other modules keep in it (`own`). Made once in main.tsx and handed to
 * the pages with the query client (`useSession`, `sessionOf`); a test makes a fresh one per test
 * instead of resetting what the last one left.
 */
export interface Session {
  /** The API's calls; the HTTP client's code arrives with the first of them (or at once when logged in). */
  api: ApiClient['api'];
  /** The HTTP client itself, once a call has loaded it (a claim let go as the page closes). */
  readonly http: KyInstance;
  /** Renews the tokens (single-flight in the tab and across tabs). */
  refreshSession: (failedAccessToken?: string) => Promise<string>;
  /** Sends again what `userId` wrote down (unsent-decisions.ts, the session's journal). */
  resendUnsent: (userId: number | undefined) => Promise<ResendOutcome>;
  lifecycle: PageLifecycle;
  queryClient: SessionQueryClient;
  /** Says a failure no page shows in place (a red notification in the app). */
  reportError: ReportError;
  decisions: HeldDecisions;
  /**
   * Pages holding each item now, by `queue/id`: a page that lets go while another one (or the same
   * page mounted again, as React's strict mode does) still holds the item does not release it.
   */
  claimHolders: Map<string, number>;
  live: LiveStreamState;
  /** The session's `part`, made on first use; a logout (here or in another tab) drops them all. */
  own<T>(part: SessionPart<T>): T;
}

/** The query client of a session: queries and mutations reach the session's HTTP client through it. */
export class SessionQueryClient extends QueryClient {
  session!: Session;
}

export interface SessionOptions {
  /** How the page reloads after a logout (tests hand in a recorder: jsdom does not navigate). */
  reload?: () => void;
  /** The UI's way of saying a failure (its red notification); the console until given. */
  report?: ErrorReporter;
  /** The lock tabs renew the session under (none: this tab only). */
  locks?: RefreshLocks | null;
}

export function createSession({ reload, report = consoleReporter, locks }: SessionOptions = {}) {
  const lifecycle = createPageLifecycle({ reload });
  const reportError = reportErrorWith(report);
  const queryClient = new SessionQueryClient(queryClientConfig(reportError));
  /**
   * The HTTP client, the session's unsent decisions, and the client's calls as the journal makes them
   * while the page goes away (`recorded`: each change written down before it is sent).
   */
  type Calls = ApiClient & { journal: UnsentJournal; recorded: ApiClient['api'] };
  let client: Calls | undefined;
  let loading: Promise<Calls> | undefined;
  // The HTTP client (ky, the error policy) and the journal are not in the first paint of /login.
  const loadClient = () =>
    (loading ??= Promise.all([import('./client'), import('./unsent-journal')]).then(
      ([{ createApiClient }, { createUnsentJournal }]) => {
        const transport = createApiClient({ lifecycle, locks });
        // The journal's user is the session's: the logged-in user, once their profile has loaded.
        const journal = createUnsentJournal({
          lifecycle,
          http: transport.http,
          currentUserId: () => cachedSelfId(queryClient),
          resending: session.own(sessionResending),
        });
        client = { ...transport, journal, recorded: journal.recording(transport.api) };
        return client;
      },
    ));
  /** What only follows a call (its failure, a claim held): the client is there by then. */
  const loaded = () => client!;
  const later =
    <K extends keyof ApiClient['api']>(name: K) =>
    (...args: Parameters<ApiClient['api'][K]>) =>
      loadClient().then((c) => {
        // A change sent as the page goes away (pagehide, `Выйти`) may never see its answer: the
        // journal writes it down first. Every other call goes straight to the client.
        const goingAway = name !== 'get' && (lifecycle.hiding || lifecycle.signingOut);
        return ((goingAway ? c.recorded : c.api)[name] as (...a: typeof args) => unknown)(...args);
      });
  const api = {
    get: later('get'),
    post: later('post'),
    patch: later('patch'),
    put: later('put'),
    delete: later('delete'),
  } as ApiClient['api'];
  const parts = new Map<SessionPart<unknown>, unknown>();
  const dropParts = () => {
    for (const [part, value] of parts) part.drop?.(value);
    parts.clear();
  };
  const session: Session = {
    api,
    get http() {
      return loaded().http;
    },
    refreshSession: (failed) => loadClient().then((c) => c.refreshSession(failed)),
    resendUnsent: (userId) => loadClient().then((c) => c.journal.resendUnsent(userId)),
    lifecycle,
    queryClient,
    reportError,
    decisions: createHeldDecisions(lifecycle, revokeSession),
    claimHolders: new Map(),
    live: { users: 0, stop: null, starting: null, open: false },
    own<T>(part: SessionPart<T>): T {
      const known = parts.get(part);
      if (known !== undefined) return known as T;
      const value = part.create();
      parts.set(part, value);
      return value;
    },
  };
  queryClient.session = session;
  // A logout (here or in another tab) leaves no data behind for the next user.
  lifecycle.whenLeaving(() => {
    queryClient.clear();
    dropParts();
  });
  // A logged-in page calls at once: the client's code is fetched beside the page's own.
  if (isLoggedIn()) void loadClient();
  return session;
}

/** The session a query client belongs to: a query function's or mutation function's `client`. */
export function sessionOf(client: QueryClient): Session {
  if (client instanceof SessionQueryClient) return client.session;
  throw new Error('No session');
}

/** The session's API calls, for a query or mutation function (`({ client }) => apiOf(client).get(…)`). */
export const apiOf = (client: QueryClient) => sessionOf(client).api;

/** The page's session, from the query client it is given (QueryClientProvider). */
export function useSession(): Session {
  return sessionOf(useQueryClient());
}

/** Whether any decision is held; re-renders only when that flips (not on every decision). */
export function useSomethingHeld(): boolean {
  const { decisions } = useSession();
  return useSyncExternalStore(decisions.subscribe, decisions.any);
}
