/*
 * What a request to the mock says, read as the contract reads it: its body (once per request), its
 * query's parameters, the fields of its body. The answers made of it are http.ts's.
 */
import * as z from 'zod/mini';
import { requestBody, routeKey } from '@/contract/requests';
import { strictly } from '@/contract/strict';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '@/contract/validation';

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

/** The body of a request, read once: a later call answers from that read. */
export function readBody(request: Request): Promise<ReadBody> {
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

/** What keeps a body from its route: not JSON (400), not said to be JSON (415), or its fields (422). */
export type BodyFault =
  { status: 400 | 415; message: string } | { status: 422; errors: Record<string, string> };

/**
 * The body checked against the route's contract (src/contract/requests.ts, or `declareBody`),
 * strictly: not JSON is 400, anything but an object of the fields the contract names, of their types
 * and rules, is 422 with a message per field. A route without a body in the contract takes none (or
 * `{}`). Null: it may pass.
 */
export async function bodyFault(
  request: Request,
  method: string,
  path: string,
): Promise<BodyFault | null> {
  const key = routeKey(method, path);
  let schema = strictBodies.get(key);
  if (!schema) {
    const body = declaredBodies.get(key) ?? requestBody(method, path);
    schema = body ? strictly(body) : NO_BODY;
    strictBodies.set(key, schema);
  }
  const body = await readBody(request);
  if (body.kind === 'malformed') return { status: 400, message: MALFORMED_JSON_MESSAGE };
  if (body.kind === 'unsupported') return { status: 415, message: UNSUPPORTED_BODY_MESSAGE };
  if (body.kind === 'none' && schema === NO_BODY) return null;
  // No body at all reads as `{}`: each required field then says what it needs.
  const value = body.kind === 'json' ? body.value : {};
  // Control characters and broken surrogate pairs, in any field (a password too): refused as such.
  const forbidden = forbiddenText(value);
  if (Object.keys(forbidden).length > 0) return { status: 422, errors: forbidden };
  const parsed = z.safeParse(schema, value, { error: defaultMessage });
  return parsed.success ? null : { status: 422, errors: fieldErrors(parsed.error) };
}

/** A body field as trimmed text; anything but a string reads as ''. */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
