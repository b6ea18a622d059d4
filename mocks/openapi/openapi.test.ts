import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { handlers } from '../handlers';
import { testTokens } from '../token-testing';
import { ADMIN_ID, MODERATOR_ID } from '../testing';
import { catalogue } from './catalogue';
import type { Endpoint, Probe } from './define';
import { openApiDocument } from './document';
import { apiReference, withReference } from './markdown';
import { toDefs, type Json } from './schema-testing';

/**
 * The contract check: docs/openapi.json is what the catalogue generates, names every route the mock
 * has, and every call of the catalogue — its probe, its documented failures, each value of each list
 * parameter — gets an answer whose status the document lists and whose body its JSON Schema accepts.
 * The schemas are checked by Ajv, a JSON Schema 2020-12 validator independent of zod, as a backend's
 * tooling would read the document.
 */
interface Operation {
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
}

const doc = openApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};

const ajv = new Ajv2020({ allErrors: true });
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
ajv.addFormat('date-time', (value) => RFC3339.test(value) && !Number.isNaN(Date.parse(value)));
ajv.addFormat(
  'date',
  (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
);
ajv.addSchema({ $id: 'components', $defs: toDefs(doc.components.schemas) });

const validators = new Map<Json, ValidateFunction>();
function validate(schema: Json, value: unknown): string | null {
  let check = validators.get(schema);
  if (!check) validators.set(schema, (check = ajv.compile(toDefs(schema))));
  return check(value) ? null : ajv.errorsText(check.errors, { separator: '\n' });
}

function operationOf(endpoint: Endpoint): Operation {
  return doc.paths[endpoint.path]![endpoint.method]!;
}

interface Answer {
  status: number;
  /** The Content-Type header. */
  type: string;
  body: unknown;
}

async function send(endpoint: Endpoint, probe: Probe, id?: number): Promise<Answer> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = probe.params?.[name];
    return String(id ?? (typeof value === 'function' ? value(db) : value));
  });
  const query = new URLSearchParams(
    Object.entries(probe.query ?? {}).map(([name, value]) => [
      name,
      typeof value === 'function' ? value() : value,
    ]),
  ).toString();
  const headers: Record<string, string> = {};
  const as = probe.as ?? 'admin';
  if (as !== 'none') {
    const userId = as === 'moderator' ? MODERATOR_ID : ADMIN_ID;
    headers.Authorization = `Bearer ${testTokens(userId).accessToken}`;
  }
  if (probe.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(
    `http://localhost:3000/api/admin${path}${query ? `?${query}` : ''}`,
    {
      method: endpoint.method.toUpperCase(),
      headers,
      body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    },
  );
  const type = response.headers.get('Content-Type') ?? '';
  // An event stream never ends: its type and status are what is checked here (its events are
  // checked in handlers/events.test.ts).
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, type, body: '' };
  }
  return {
    status: response.status,
    type,
    body: type.startsWith('application/json')
      ? ((await response.json()) as unknown)
      : await response.text(),
  };
}

/** The answer's status is documented for this operation, and its body fits the schema. */
function expectDocumented(endpoint: Endpoint, answer: Answer, expected: number, call: string) {
  const responses = operationOf(endpoint).responses;
  const context = `${call} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.status, context).toBe(expected);
  const documented = responses[String(answer.status)];
  expect(documented, `${context}: status not in the document`).toBeDefined();
  if (!documented!.content) {
    // 204: no body.
    expect([answer.status, answer.body], context).toEqual([204, '']);
    return;
  }
  const [type, content] = Object.entries(documented!.content)[0]!;
  expect(answer.type.split(';')[0], context).toBe(type);
  expect(validate(content.schema, answer.body), context).toBeNull();
}

describe('the OpenAPI document', () => {
  it('is what the catalogue generates: run `npm run openapi` after changing either', () => {
    const committed = JSON.parse(readFileSync(resolve('docs/openapi.json'), 'utf8')) as unknown;
    expect(committed).toEqual(doc);
  });

  it('is the reference part of docs/api.md: run `npm run openapi` after changing the catalogue', async () => {
    const file = resolve('docs/api.md');
    const current = readFileSync(file, 'utf8');
    const expected = withReference(current, apiReference(doc as never));
    const options = { ...(await resolveConfig(file)), filepath: file };
    expect(current).toBe(await format(expected, options));
  });

  it('names every route the mock answers, and none it does not', () => {
    const documented = catalogue.map(
      (endpoint) =>
        `${endpoint.method.toUpperCase()} */api/admin${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    const served = handlers
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`)
      .filter((route) => route.includes('*/api/admin/') && !route.endsWith('*/api/admin/*'));
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('is OpenAPI 3.1 with one operationId per operation and schemas that compile', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const ids = catalogue.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const endpoint of catalogue) {
      const operation = operationOf(endpoint);
      for (const response of Object.values(operation.responses)) {
        if (!response.content) continue;
        const [content] = Object.values(response.content);
        expect(() => validate(content!.schema, {})).not.toThrow();
      }
      const request = operation.requestBody?.content['application/json']?.schema;
      if (request) {
        expect(validate(request, endpoint.probe.body), `${endpoint.id} example`).toBeNull();
      }
    }
  });
});

describe.each(
  catalogue.map(
    (endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const,
  ),
)('%s', (_, endpoint) => {
  it('answers its probe, its failures and every documented parameter value as documented', async () => {
    const success = endpoint.status ?? 200;
    expectDocumented(endpoint, await send(endpoint, endpoint.probe), success, 'probe');

    for (const failure of endpoint.failures ?? []) {
      const { status, ...probe } = failure;
      expectDocumented(endpoint, await send(endpoint, probe), status, JSON.stringify(failure));
    }
    if (endpoint.auth !== false) {
      expectDocumented(
        endpoint,
        await send(endpoint, { ...endpoint.probe, as: 'none' }),
        401,
        'without a token',
      );
    }
    if (endpoint.adminOnly) {
      const refused = await send(endpoint, { ...endpoint.probe, as: 'moderator' });
      expectDocumented(endpoint, refused, 409, 'as a moderator');
      // The document quotes the message a moderator gets, word for word.
      const { message } = refused.body as { message: string };
      expect(operationOf(endpoint).responses['409']!.description).toContain(`\`${message}\``);
    }
    if (endpoint.path.includes('{id}') && endpoint.errors?.[404]) {
      expectDocumented(endpoint, await send(endpoint, endpoint.probe, 999_999), 404, 'id 999999');
    }
    for (const [name, param] of Object.entries(endpoint.query ?? {})) {
      for (const value of param.probes) {
        const probe = { ...endpoint.probe, query: { ...endpoint.probe.query, [name]: value } };
        const answer = await send(endpoint, probe);
        // A filter of a queue's next item may leave nothing to hand out: 204, as documented.
        const expected = endpoint.empty && answer.status === 204 ? 204 : success;
        expectDocumented(endpoint, answer, expected, `${name}=${value}`);
      }
      if (param.invalid !== undefined) {
        const probe = {
          ...endpoint.probe,
          query: { ...endpoint.probe.query, [name]: param.invalid },
        };
        expectDocumented(endpoint, await send(endpoint, probe), 422, `${name}=${param.invalid}`);
      }
    }
  });
});
