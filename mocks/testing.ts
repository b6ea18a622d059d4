import type { Page } from '@/contract/common';
import { ACCOUNTS } from './seed/users';
import { testTokens } from './token-testing';

/** Test helpers for the mock API: calls as a seeded account, the way the app's client does. */
export const ADMIN_ID = 1;
export const MODERATOR_ID = 2;
/** The seeded administrator's e-mail and password, as the login form sends them. */
export const ADMIN_LOGIN = ACCOUNTS[0]!;

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  /** `result` of a success; for a failure, read `error`. */
  result: T;
  error: ErrorBody;
  headers: Headers;
}

/** `path` is relative to /api/admin; `as` is the user id whose access token is sent (admin by default). */
export async function call<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; as?: number | null } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.as !== null)
    headers.Authorization = `Bearer ${testTokens(init.as ?? ADMIN_ID).accessToken}`;
  const response = await fetch(`http://localhost:3000/api/admin${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // 204 (a queue's next item when none is free) has no body.
  const text = await response.text();
  const json = (text === '' ? {} : JSON.parse(text)) as { result: T } & ErrorBody;
  return { status: response.status, result: json.result, error: json, headers: response.headers };
}

/** `list('?page=2')`: a caller of the list at `path` (relative to /api/admin), as user `as`. */
export const listCaller =
  <T>(path: string, as?: number) =>
  (query = '') =>
    call<Page<T>>(`${path}${query}`, { as });

/** `send('POST', '/categories', body)`: a call with a method and a body, as user `as`. */
export const sender =
  <Default>() =>
  <T = Default>(method: string, path: string, body?: unknown, as?: number) =>
    call<T>(path, { method, body, as });

/** Every item of a list, page by page (limit 100). */
export async function fetchAll<T>(path: string, as = ADMIN_ID): Promise<Page<T>> {
  const items: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const answer = await call<Page<T>>(`${path}${join}limit=100&page=${page}`, { as });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.error.message}`);
    items.push(...answer.result.items);
    if (items.length >= answer.result.total || answer.result.items.length === 0) {
      return { items, total: answer.result.total };
    }
  }
}

/**
 * A deep copy of rows to compare with later: the database's rows are Proxies that note writes
 * (mocks/changes.ts), which `structuredClone` cannot copy.
 */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const RAW_BASE = 'http://localhost:3000/api/admin';

export interface RawAnswer {
  status: number;
  json: unknown;
}

/** A call with exactly the given token and body (or none): for auth and contract edge cases. */
export async function fetchRaw(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${RAW_BASE}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** A time `days` from now (negative: in the past), as the API writes dates. */
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString();
