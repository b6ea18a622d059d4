import type { z } from 'zod';
import type { MockDatabase } from '../db';
import type { ListContract } from '@/contract/list';

/**
 * What an entry of the endpoint catalogue is (catalogue.ts): the route, its parameters, body, answer
 * and failures, and the calls the contract check (openapi.test.ts) makes of it. define.ts builds them.
 */
export type Schema = z.core.$ZodType;
export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422;

/** A path parameter's value for a call of the contract check: fixed, or looked up in the seed data. */
export type ParamValue = number | string | ((db: MockDatabase) => number);

/** One call the contract check sends to the mock (openapi.test.ts). */
export interface Probe {
  params?: Record<string, ParamValue>;
  /** A function is called for each call: a value that is spent once used (the events' ticket). */
  query?: Record<string, string | (() => string)>;
  body?: unknown;
  /** Whose access token is sent; `none` sends none. Default: admin. */
  as?: 'admin' | 'moderator' | 'none';
}

export interface QueryParam {
  schema: Schema;
  description: string;
  /** Values the contract check sends one at a time, each expecting success. */
  probes: readonly string[];
  /** A value the mock must refuse with 422. */
  invalid?: string;
}

export interface Endpoint {
  /** The operationId: a verb and the entity, `listVideos`, `approveVideo`. */
  id: string;
  method: Method;
  /** Under `/api/admin`, with OpenAPI `{param}` placeholders. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** False for the one call made without a token (`POST /auth`). */
  auth?: boolean;
  /**
   * Administrators only: a moderator gets 409 (never 403, which would log them out), with the
   * section's `Раздел доступен только администраторам`, or the message given here.
   */
  adminOnly?: boolean | string;
  query?: Record<string, QueryParam>;
  /** The JSON request body, if any. */
  body?: Schema;
  /** What `result` holds in a success (for a file answer: unused, `z.string()`). */
  result: Schema;
  /** The success status when it is not 200 (a creation answers 201). */
  status?: 201;
  /** A success with nothing to answer: 204 with no body, and when it comes (a queue's next item). */
  empty?: string;
  /** A file answer (the CSV export) or a stream (the live events) instead of `{ result }` JSON. */
  produces?: 'text/csv' | 'text/event-stream';
  /** The documented failures besides 401 (and 409 for adminOnly), each with when it happens. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** A call that succeeds on the seed data; its body is the document's request example. */
  probe: Probe;
  /** Calls that must fail with the given status. */
  failures?: Array<Probe & { status: ErrorStatus }>;
  /** A list's contract and item, for the conventions every list keeps (list-conventions.test.ts). */
  list?: { contract: ListContract; item: Schema };
}
