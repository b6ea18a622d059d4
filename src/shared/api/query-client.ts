import { MutationCache, QueryCache, type QueryClientConfig } from '@tanstack/react-query';
import { AREA_LIST } from '@/contract/areas';
import { UNKNOWN_ERROR_MESSAGE } from '../session/policy';
import { ApiError, SessionEndedError } from './errors';
import { failedUnseen, preloadEnded, unsaidFailures } from './preload';
import { shareById } from './share-by-id';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * What failed, said above the server's message when the query fails out of sight (a background
       * refresh of the counters, a picker's search): «Не удалось обновить счётчики».
       */
      failure?: string;
    };
    mutationMeta: {
      /**
       * The mutation reports its own failure: a held decision (sent again, then listed as unsent), a refused claim (an
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
 * Says a failure to the user: what failed, the message, and the call it came from (one notice per
 * call); `kind` 'load': a failed load, said with the other loads failing meanwhile, counted.
 */
export type ErrorReporter = (message: string, what?: string, call?: string, kind?: 'load') => void;

/** Until the UI gives its notifications (main.tsx), a failure goes to the console. */
export const consoleReporter: ErrorReporter = (message, what) =>
  console.error(what ? `${what}: ${message}` : message);

/** Says a failure (`reportErrorWith`). */
export type ReportError = (error: unknown, what?: string, call?: string, kind?: 'load') => void;

/**
 * docs/product.md#error-catalogue, row 3: a failed call shows a red notification with the server's
 * message (the HTTP client has already put it, or 'Неизвестная ошибка', into the error), said by
 * `report`, the UI's notification handed down from main.tsx (the query client imports no UI).
 * Nothing is shown for a cancelled call or for an ended session (the page is reloading to /login by
 * then).
 */
export function reportErrorWith(report: ErrorReporter): ReportError {
  return (error, what, call, kind) => {
    if (isSilent(error)) return;
    report(error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE, what, call, kind);
  };
}

/**
 * What each entity's data is called, by its query key's first part, for a failure said by a
 * notification: as a list, and as one record (`Не удалось загрузить видео №5`).
 */
const DATA_NAMES: Record<string, readonly [list: string, one: string]> = {
  ...Object.fromEntries(AREA_LIST.map((area) => [area.queryKey, area.dataNames])),
  roles: ['роли', 'роль'],
  palette: ['результаты поиска', 'результаты поиска'],
  stats: ['счётчики', 'счётчики'],
};

/**
 * What failed, by the query's key, for a query that does not say it itself (`meta.failure`): the
 * notification names the data (`Не удалось загрузить жалобу №126`), never the bare server message.
 */
export function failureOf(queryKey: readonly unknown[]): string | undefined {
  const [root, kind, id] = queryKey;
  if (root === 'users' && kind === 'self') return 'Не удалось загрузить профиль';
  const names = DATA_NAMES[String(root)];
  if (!names) return undefined;
  const one = kind === 'detail' && queryKey.length === 3 && typeof id === 'number';
  return `Не удалось загрузить ${one ? `${names[1]} №${id}` : names[0]}`;
}

/**
 * The query cache's settings; `reportError` says the failures no page shows in place
 * (`reportErrorWith`).
 */
export function queryClientConfig(reportError: ReportError): QueryClientConfig {
  return {
    queryCache: new QueryCache({
      // docs/product.md#failures-on-screen: every failed request shows the notification, also where
      // the page shows the failure in place (a table's error state with «Повторить», a not-found
      // view) or keeps older data. Titled with what failed: the same server message from two calls
      // is two different failures. A preload nobody shows (preload.ts) fails quietly.
      onError: (error, query) => {
        const say = () =>
          reportError(
            error,
            query.meta?.failure ?? failureOf(query.queryKey),
            query.queryHash,
            'load',
          );
        if (failedUnseen(query)) unsaidFailures.set(error, say);
        else say();
      },
      onSettled: (_data, _error, query) => preloadEnded(query),
    }),
    // The action's own result is the one message a moderator gets about it.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.errorShownInPlace)
          reportError(error, undefined, `mutation:${mutation.mutationId}`);
      },
    }),
    defaultOptions: {
      queries: {
        // The ky client already renews tokens; blind retries would repeat calls and messages.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // A refetched list keeps the objects of the items that did not change, wherever they moved.
        structuralSharing: shareById,
      },
      mutations: { retry: false },
    },
  };
}
