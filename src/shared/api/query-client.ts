import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UNKNOWN_ERROR_MESSAGE } from '../session/policy';
import { notifyError } from '../ui/notify';
import { ApiError, SessionEndedError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * The page shows this query's failure where its data would be (a table's error state, the route's
       * error or not-found view), so it does not pop up as a notification as well.
       */
      errorShownInPlace?: boolean;
    };
    mutationMeta: {
      /**
       * The mutation reports its own failure: a held decision (with `Повторить`), a refused claim (an
       * alert on the item).
       */
      errorShownInPlace?: boolean;
    };
  }
}

function isCancellation(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError');
}

/** A failure nobody needs to hear of: cancelled, or the session ended (the page is reloading). */
export function isSilent(error: unknown): boolean {
  return isCancellation(error) || error instanceof SessionEndedError;
}

/**
 * SPEC §8 row 3: a failed call shows a red notification with the server's message (the HTTP client
 * has already put it, or 'Неизвестная ошибка', into the error). Nothing is shown for a cancelled call
 * or for an ended session (the page is reloading to /login by then).
 */
export function reportError(error: unknown): void {
  if (isSilent(error)) return;
  notifyError(error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A background refetch that fails while its data is on screen stays quiet: the data is still
        // there, the next refetch may succeed, and the action that caused it has its own message.
        if (query.state.data !== undefined || query.meta?.errorShownInPlace) return;
        reportError(error);
      },
    }),
    // The action's own result is the one message a moderator gets about it.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.errorShownInPlace) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // The ky client already renews tokens; blind retries would repeat calls and messages.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; logout clears it. */
export const queryClient = createQueryClient();
