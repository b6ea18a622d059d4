import { delay, http, HttpResponse, type PathParams } from 'msw';
import { controls } from './controls';
import { createRandom } from './random';
import { db, syncDatabase, toId } from './db';
import { verifyAccessToken } from './tokens';
import type { MockUser } from './types';

/** Any origin: the same handlers answer same-origin calls in the browser and absolute URLs in Node. */
export const API = '*/api/admin';

export function ok(result: unknown, status = 200): Response {
  return HttpResponse.json({ result }, { status });
}

export function fail(status: number, message: string, errors?: Record<string, string>): Response {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

export const notFound = (what = 'Запись не найдена') => fail(404, what);

export function validationFailed(errors: Record<string, string>): Response {
  return fail(422, 'Проверьте правильность заполнения полей', errors);
}

const bodies = new WeakMap<Request, Promise<Record<string, unknown>>>();

async function parseBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The JSON object body (else `{}`); read once per request, later calls answer from that read. */
export function readJson(request: Request): Promise<Record<string, unknown>> {
  let body = bodies.get(request);
  if (!body) {
    body = parseBody(request);
    bodies.set(request, body);
  }
  return body;
}

/**
 * Waits for what a request needs before a handler may touch the database: the latency, then the body,
 * then catches up with other tabs (`syncDatabase`). The body comes before the catch-up: a handler
 * that awaits `readJson` after reading rows gets the body already read, so from the catch-up to its
 * `commit()` nothing waits on anything and no other tab's commit can slip in and be overwritten.
 */
export async function prepareRequest(request: Request): Promise<void> {
  if (controls.latencyMs > 0) await delay(controls.latencyMs);
  if (request.method !== 'GET' && request.method !== 'HEAD') await readJson(request);
  syncDatabase();
}

/** A body field as trimmed text; anything but a string reads as ''. */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
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
    const check = verifyAccessToken(request.headers.get('Authorization'));
    if (!check.ok) return fail(401, check.message);
    const me = db.users.find((user) => user.id === check.userId);
    if (!me) return fail(401, 'Expired JWT Token');
    if (failsNow(request)) return fail(500, 'Внутренняя ошибка сервера');
    return resolve({ request, url: new URL(request.url), params, me });
  });
}

export function isAdminUser(user: MockUser): boolean {
  return user.roleIds.includes(1);
}

export const ADMIN_ONLY_SECTION = 'Раздел доступен только администраторам';

/**
 * For the administrators' sections (Финансы): a moderator gets 409, never 403, which would log them out
 * (PRODUCT §3); the UI does not offer these sections to moderators at all. Null lets the call through.
 */
export function adminOnly(me: MockUser): Response | null {
  return isAdminUser(me) ? null : fail(409, ADMIN_ONLY_SECTION);
}

/** The most rows one bulk call may touch. */
export const BULK_MAX = 100;

/** What a bulk call's `ids` problems are called, in the area's words. */
export interface IdsMessages {
  empty: string;
  invalid: string;
  tooMany: string;
}

/** A bulk body's `ids`: distinct ids in their order, or the message for `errors.ids`. */
export function readIds(
  value: unknown,
  messages: IdsMessages,
): { ids: number[] } | { error: string } {
  const ids = Array.isArray(value) ? value.map(toId) : [];
  if (ids.length === 0) return { error: messages.empty };
  if (ids.includes(null)) return { error: messages.invalid };
  const distinct = [...new Set(ids as number[])];
  return distinct.length > BULK_MAX ? { error: messages.tooMany } : { ids: distinct };
}
