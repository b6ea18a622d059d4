import { delay, http, HttpResponse, type PathParams } from 'msw';
import * as z from 'zod/mini';
import {
  QUERY_ROUTES,
  REQUEST_BODIES,
  requestBody,
  routeKey,
  type BodyRoute,
} from '@/contract/requests';
import { strictly } from '@/contract/strict';
import { controls } from './controls';
import { createRandom } from './random';
import { db, syncDatabase } from './db';
import { verifyAccessToken } from './tokens';
import type { MockUser } from './types';
import { isAdminUser, liftEndedBlocks, sessionEndedFor } from './sessions';
import { BULK_MAX } from '@/contract/common';
import { ADMIN_ONLY_MESSAGE } from '@/contract/roles';
import { EXPIRED_JWT_MESSAGE } from '@/contract/session';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '@/contract/validation';

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

/**
 * A request's body as read: none (no bytes, and not said to be JSON), JSON, JSON that does not parse
 * (an empty body said to be JSON included: never read as `{}`), or bytes of another type.
 */
type ReadBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'malformed' }
  | { kind: 'unsupported' };

const bodies = new WeakMap<Request, Promise<ReadBody>>();

/** `application/json`, with parameters (`; charset=utf-8`) or as a `+json` type. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

async function parseBody(request: Request): Promise<ReadBody> {
  // A GET carries no body, whatever its headers say.
  if (request.method === 'GET' || request.method === 'HEAD') return { kind: 'none' };
  const saidJson = JSON_TYPE.test(request.headers.get('Content-Type') ?? '');
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { kind: 'malformed' };
  }
  if (text === '' && !saidJson) return { kind: 'none' };
  // A form or text/plain (which a page of any origin may send without asking): not read as JSON.
  if (!saidJson) return { kind: 'unsupported' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'malformed' };
  }
}

function readBody(request: Request): Promise<ReadBody> {
  let body = bodies.get(request);
  if (!body) {
    body = parseBody(request);
    bodies.set(request, body);
  }
  return body;
}

/**
 * The JSON object body (`{}` when there is none); read once per request, later calls answer from that
 * read. Handlers run after `checkBody` let the body through, so it is an object of the contract's shape.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body = await readBody(request);
  return body.kind === 'json' && isObject(body.value) ? body.value : {};
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query parameter a call does not take. */
export const UNKNOWN_PARAM_MESSAGE = 'Неизвестный параметр';
export const REPEATED_PARAM_MESSAGE = 'Параметр указан больше одного раза';

/** A 422's errors for the query's parameters the call does not take, or that come twice. */
export function unknownParams(url: URL, known: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of new Set(url.searchParams.keys())) {
    if (!known.includes(name)) errors[name] = UNKNOWN_PARAM_MESSAGE;
    else if (url.searchParams.getAll(name).length > 1) errors[name] = REPEATED_PARAM_MESSAGE;
  }
  return errors;
}

export const UNKNOWN_FIELD_MESSAGE = 'Неизвестное поле';
export const NOT_AN_OBJECT_MESSAGE = 'Ожидается объект JSON';
export const MALFORMED_JSON_MESSAGE = 'Некорректный JSON';
export const UNSUPPORTED_BODY_MESSAGE =
  'Тело запроса должно быть JSON (Content-Type: application/json)';

/** The top-level fields holding, however deep, a string with characters no text may hold. */
function forbiddenText(value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (node: unknown, at: string) => {
    if (typeof node === 'string') {
      if (hasForbiddenCharacters(node)) errors[at] ??= FORBIDDEN_CHARACTERS_MESSAGE;
    } else if (Array.isArray(node)) for (const item of node) visit(item, at);
    else if (isObject(node))
      for (const [key, item] of Object.entries(node)) visit(item, at === 'body' ? key : at);
  };
  visit(value, 'body');
  return errors;
}

/** Russian for what a contract field does not say itself (its own message always wins). */
function defaultMessage(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'unrecognized_keys') return UNKNOWN_FIELD_MESSAGE;
  if (issue.code === 'invalid_type') {
    if (!issue.path?.length) return NOT_AN_OBJECT_MESSAGE;
    return issue.input === undefined ? 'Обязательное поле' : 'Неверный тип значения';
  }
  return 'Недопустимое значение';
}

/** Field errors of a failed parse: each field's first message; an unknown field by its name. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (issue.code === 'unrecognized_keys' && field === undefined) {
      for (const key of issue.keys) errors[key] ??= UNKNOWN_FIELD_MESSAGE;
    } else errors[field === undefined ? 'body' : String(field)] ??= issue.message;
  }
  return errors;
}

const NO_BODY = z.strictObject({});
const strictBodies = new Map<string, z.core.$ZodType>();
/** The bodies of routes src/contract/requests.ts does not list, declared with their handlers. */
const declaredBodies = new Map<string, z.ZodMiniType>();

/**
 * The contract's body of a route, declared with its handler (an area's CRUD, mocks/crud.ts) rather
 * than listed in src/contract/requests.ts; read as strictly.
 */
export function declareBody(method: string, path: string, schema: z.ZodMiniType): void {
  declaredBodies.set(routeKey(method, path), schema);
}

/**
 * The body checked against the route's contract (src/contract/requests.ts, or `declareBody`),
 * strictly: not JSON is 400, anything but an object of the fields the contract names, of their types
 * and rules, is 422 with a message per field. A route without a body in the contract takes none (or
 * `{}`). Null: it may pass.
 */
export async function checkBody(
  request: Request,
  method: string,
  path: string,
): Promise<Response | null> {
  const key = routeKey(method, path);
  let schema = strictBodies.get(key);
  if (!schema) {
    const body = declaredBodies.get(key) ?? requestBody(method, path);
    schema = body ? strictly(body) : NO_BODY;
    strictBodies.set(key, schema);
  }
  const body = await readBody(request);
  if (body.kind === 'malformed') return fail(400, MALFORMED_JSON_MESSAGE);
  if (body.kind === 'unsupported') return fail(415, UNSUPPORTED_BODY_MESSAGE);
  if (body.kind === 'none' && schema === NO_BODY) return null;
  // No body at all reads as `{}`: each required field then says what it needs.
  const value = body.kind === 'json' ? body.value : {};
  // Control characters and broken surrogate pairs, in any field (a password too): refused as such.
  const forbidden = forbiddenText(value);
  if (Object.keys(forbidden).length > 0) return validationFailed(forbidden);
  const parsed = z.safeParse(schema, value, { error: defaultMessage });
  return parsed.success ? null : validationFailed(fieldErrors(parsed.error));
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
