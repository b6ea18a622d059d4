import { http, type HttpHandler } from 'msw';
import { API, fail } from '../http';

/**
 * Every module of this folder that answers calls exports its `handlers`: an area's module is found
 * by its file, with no list to add it to (the order does not matter: no two modules answer the same
 * method and path).
 */
const MODULES = import.meta.glob<{ handlers?: readonly HttpHandler[] }>(
  ['./*.ts', '!./*.test.ts', '!./*.test-helpers.ts', '!./index.ts'],
  { eager: true },
);

/** One handler set for the browser worker and for msw/node in tests. */
export const handlers = [
  ...Object.values(MODULES).flatMap((module) => module.handlers ?? []),
  // Last: an API call the mock does not know answers like a server would, instead of falling
  // through to the dev server's HTML page (which the client would report as a malformed answer).
  http.all(`${API}/*`, ({ request }) =>
    fail(404, `Мок-сервер не знает метода ${request.method} ${new URL(request.url).pathname}`),
  ),
];
