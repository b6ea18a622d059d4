import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { testTokens } from '../token-testing';
import { ADMIN_ID } from '../testing';
import { catalogue } from './catalogue';
import type { Endpoint } from './define';
import { openApiDocument } from './document';
import { toDefs, type Json } from './schema-testing';

/**
 * Property-based: every operation of the OpenAPI document, sent malformed bodies and queries built
 * from its own valid call (the catalogue's probe) by fast-check. Whatever comes, the mock answers
 * below 500, every failure has the error shape of the document, and whatever the document's schemas
 * refuse (Ajv reads them, as a backend's tooling would) is never a success.
 */
interface Operation {
  parameters?: Array<{ name: string; in: string; schema: Json }>;
  requestBody?: { content: { 'application/json': { schema: Json } } };
}
const doc = openApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};

const ajv = new Ajv2020({ allErrors: false, strict: false });
ajv.addFormat('date-time', (value) => !Number.isNaN(Date.parse(value)));
ajv.addFormat('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
ajv.addSchema({ $id: 'components', $defs: toDefs(doc.components.schemas) });
const compiled = new Map<Json, ValidateFunction>();
function accepts(schema: Json, value: unknown): boolean {
  let check = compiled.get(schema);
  if (!check) compiled.set(schema, (check = ajv.compile(toDefs(schema))));
  return check(value);
}
const errorShape = doc.components.schemas.Error!;

/** One malformed call: the body to send (undefined: none) and the query. */
interface Call {
  body: unknown;
  query: Array<[string, string]>;
}

const odd = fc.oneof(
  fc.constantFrom('1e1', '0x2', '1.0', ' 2', '+3', '-1', '0', '', 'NaN', '99999999999999999999'),
  fc.string({ maxLength: 12 }),
);
const unknownName = fc.string({ minLength: 1, maxLength: 8 }).map((name) => `x_${name}`);

function calls(endpoint: Endpoint, operation: Operation): fc.Arbitrary<Call> {
  const probeBody = endpoint.probe.body as Json | undefined;
  const probeQuery = Object.entries(endpoint.probe.query ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => [name, value] as [string, string]);
  const params = (operation.parameters ?? []).filter((param) => param.in === 'query');
  const bodies: Array<fc.Arbitrary<unknown>> = [fc.jsonValue()];
  if (probeBody && typeof probeBody === 'object') {
    const fields = Object.keys(probeBody);
    bodies.push(
      fc.record({ name: unknownName, value: fc.jsonValue() }).map(({ name, value }) => ({
        ...probeBody,
        [name]: value,
      })),
    );
    if (fields.length > 0) {
      bodies.push(
        fc
          .record({ field: fc.constantFrom(...fields), value: fc.jsonValue() })
          .map(({ field, value }) => ({ ...probeBody, [field]: value })),
        fc.constantFrom(...fields).map((field) => {
          const { [field]: _gone, ...rest } = probeBody;
          return rest;
        }),
      );
    }
  }
  const queries: Array<fc.Arbitrary<Array<[string, string]>>> = [
    fc
      .record({ name: unknownName, value: odd })
      .map(({ name, value }) => [...probeQuery, [name, value] as [string, string]]),
  ];
  if (params.length > 0) {
    queries.push(
      fc
        .record({ name: fc.constantFrom(...params.map((param) => param.name)), value: odd })
        .map(({ name, value }) => [
          ...probeQuery.filter(([other]) => other !== name),
          [name, value] as [string, string],
        ]),
    );
  }
  const withQueries = fc.oneof(...queries).map((query) => ({ body: probeBody, query }));
  // A GET carries no body: its queries are what can be malformed.
  if (endpoint.method === 'get') return withQueries;
  return fc.oneof(
    fc.oneof(...bodies).map((body) => ({ body, query: probeQuery })),
    withQueries,
  );
}

/** Whether the document refuses the call: a body or a query value its schemas do not accept. */
function refused(operation: Operation, call: Call): boolean {
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  if (call.body !== undefined) {
    if (bodySchema ? !accepts(bodySchema, call.body) : JSON.stringify(call.body) !== '{}')
      return true;
  }
  const params = new Map(
    (operation.parameters ?? [])
      .filter((param) => param.in === 'query')
      .map((param) => [param.name, param.schema]),
  );
  return call.query.some(([name, value]) => {
    const schema = params.get(name);
    return !schema || !accepts(schema, value);
  });
}

async function send(endpoint: Endpoint, call: Call) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = endpoint.probe.params?.[name];
    return String(typeof value === 'function' ? value(db) : value);
  });
  const query = new URLSearchParams(call.query).toString();
  const headers: Record<string, string> = {
    Authorization: `Bearer ${testTokens(ADMIN_ID).accessToken}`,
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(
    `http://localhost:3000/api/admin${path}${query ? `?${query}` : ''}`,
    {
      method: endpoint.method.toUpperCase(),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    },
  );
  const type = response.headers.get('Content-Type') ?? '';
  if (type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  const body: unknown = type.startsWith('application/json')
    ? await response.json()
    : await response.text();
  return { status: response.status, body };
}

describe('malformed calls of every operation (fast-check)', () => {
  it.each(
    catalogue.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint]),
  )(
    '%s: 4xx with the error shape for what the contract refuses, never 5xx',
    async (_route, endpoint) => {
      const operation = doc.paths[endpoint.path]![endpoint.method]!;
      await fc.assert(
        fc.asyncProperty(calls(endpoint, operation), async (call) => {
          const answer = await send(endpoint, call);
          const context = `${JSON.stringify(call).slice(0, 300)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (answer.status >= 400) expect(accepts(errorShape, answer.body), context).toBe(true);
          if (refused(operation, call)) expect(answer.status, context).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 12, seed: 20261127 },
      );
    },
  );
});
