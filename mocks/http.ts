import { delay, http, HttpResponse, type PathParams } from 'msw';
import * as z from 'zod/mini';
import { QUERY_ROUTES, REQUEST_BODIES, routeKey, type BodyRoute } from '@/contract/requests';
import { controls } from './controls';
import { createRandom } from './random';
import { db, syncDatabase } from './db';
import { verifyAccessToken } from './tokens';
import type { MockUser } from './types';
import { isAdminUser, liftEndedBlocks, sessionEndedFor } from './sessions';
import { BULK_MAX } from '@/contract/common';
import { ADMIN_ONLY_MESSAGE } from '@/contract/roles';
import { EXPIRED_JWT_MESSAGE } from '@/contract/session';
import { bodyFault, fieldErrors, readBody, readJson, unknownParams } from './request-parsing';

/** Any origin: the same handlers answer same-origin calls in the browser and absolute URLs in Node. */
export const API = '*/api/admin';

export function ok(result: unknown, status = 200): Response {
  return HttpResponse.json({ result }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string>): Response {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** A 409 with facts beside its message (`Decided`, a claim): the panel reads the fields. */
export function conflict(body: { message: string; claim?: unknown }): Response {
  return HttpResponse.json(body, { status: 409 });
}

export const notFound = (what = 'Запись не найдена') => fail(404, what);

export function validationFailed(errors: Record<string, string>): Response {
  return fail(422, 'Проверьте правильность заполнения полей', errors);
}

/** The body checked against the route's contract (`bodyFault`), as the answer. Null: it may pass. */
export async function checkBody(
  request: Request,
  method: string,
  path: string,
): Promise<Response | null> {
  const fault = await bodyFault(request, method, path);
  if (!fault) return null;
  return fault.status === 422 ? validationFailed(fault.errors) : fail(fault.status, fault.message);
}

/**
 * Waits for what a request needs before a handler may touch the database: the latency, then the body,
 * then catches up with other tabs (`syncDatabase`). The body comes before the catch-up: a handler
 * that awaits `readJson` after reading rows gets the body already read, so from the catch-up to its
 * `commit()` nothing waits on anything and no other tab's commit can slip in and be overwritten.
 */
export async function prepareRequest(request: Request): Promise<void> {
  if (controls.latencyMs > 0) await delay(controls.latencyMs);
  if (request.method !== 'GET' && request.method !== 'HEAD') await readBody(request);
  syncDatabase();
  liftEndedBlocks();
}

interface Context<P extends PathParams> {
  request: Request;
  url: URL;
  params: P;
  me: MockUser;
}

type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';

/** How many times each method and path has been called since the seed was set, for `failsNow`. */
const callCounts = new Map<string, number>();
let countedSeed = 0;

/**
 * Whether this call is answered 500 (the `errorRate` control): by chance, or with `errorSeed` set,
 * by the seed, the method and path, and how many times that call came before. A decision and each of
 * its retries then fail the same way on every run, however the other calls interleave.
 */
function failsNow(request: Request): boolean {
  if (controls.errorRate <= 0) return false;
  if (controls.errorSeed === 0) return Math.random() < controls.errorRate;
  if (countedSeed !== controls.errorSeed) {
    callCounts.clear();
    countedSeed = controls.errorSeed;
  }
  const call = `${request.method} ${new URL(request.url).pathname}`;
  const count = (callCounts.get(call) ?? 0) + 1;
  callCounts.set(call, count);
  let hash = controls.errorSeed >>> 0;
  for (const char of `${call}#${count}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x5bd1e995);
  return createRandom(hash).chance(controls.errorRate);
}

/** Answers a call after the latency; checks the bearer token and injects errors per the controls. */
export function authed<P extends PathParams = PathParams>(
  method: Method,
  path: string,
  resolve: (ctx: Context<P>) => Response | Promise<Response>,
) {
  return http[method]<P>(`${API}${path}`, async ({ request, params }) => {
    await prepareRequest(request);
    const check = await verifyAccessToken(request.headers.get('Authorization'));
    if (!check.ok) return fail(401, check.message);
    const me = db.users.find((user) => user.id === check.userId);
    if (!me) return fail(401, EXPIRED_JWT_MESSAGE);
    // A blocked user's session, or one whose panel role was taken away, ends at their next call: 403
    // logs the panel out, showing the message.
    const ended = sessionEndedFor(me);
    if (ended) return fail(403, ended);
    const url = new URL(request.url);
    if (!QUERY_ROUTES.includes(routeKey(method, path)) && url.search !== '') {
      return validationFailed(unknownParams(url, []));
    }
    const refused = await checkBody(request, method, path);
    if (refused) return refused;
    if (failsNow(request)) return fail(500, 'Внутренняя ошибка сервера');
    return resolve({ request, url, params, me });
  });
}

export { isAdminUser };

export const ADMIN_ONLY_SECTION = ADMIN_ONLY_MESSAGE;

/**
 * For the administrators' sections (Финансы): a moderator gets 409, never 403, which would log them out
 * (docs/product.md#api-conventions); the UI does not offer these sections to moderators at all.
 * Null lets the call through.
 */
export function adminOnly(me: MockUser): Response | null {
  return isAdminUser(me) ? null : fail(409, ADMIN_ONLY_SECTION);
}

/** The most rows one bulk call may touch (the contract's). */
export { BULK_MAX };

/**
 * A body read by its route's schema in the contract (src/contract/requests.ts), with its messages:
 * the values as the schema outputs them (trimmed, typed). `authed` let the body through that schema
 * already, so a handler reads it here instead of checking it again.
 */
export async function parsedBody<R extends BodyRoute>(
  request: Request,
  route: R,
): Promise<z.output<(typeof REQUEST_BODIES)[R]> | Response> {
  const parsed = z.safeParse(REQUEST_BODIES[route], await readJson(request));
  return parsed.success
    ? (parsed.data as z.output<(typeof REQUEST_BODIES)[R]>)
    : validationFailed(fieldErrors(parsed.error));
}
