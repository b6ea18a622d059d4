import { z } from 'zod';
import { isoDate } from '@/contract/common';
import { ADMIN_ONLY_MESSAGE } from '@/contract/roles';
import { catalogue, TAGS } from './catalogue';
import { components, errorBody, type Endpoint, type Schema } from './define';

/**
 * The OpenAPI 3.1 document of the API, written from the endpoint catalogue and zod 4's own JSON Schema
 * conversion of the schemas the panel parses answers with. `npm run openapi` writes it to
 * docs/openapi.json; the mock server serves it at /api/admin/openapi.json.
 */
type Json = Record<string, unknown>;

const SCHEMAS = '#/components/schemas/';
const JSON_TYPE = 'application/json';

const capitalize = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** What JSON Schema cannot say by itself, and what zod says that only adds noise. */
function override({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Json }) {
  // The panel's dates are strings that parse as dates (a refinement zod cannot express).
  if (zodSchema === isoDate) jsonSchema.format = 'date-time';
  // A date or date-time format says it all; zod's regular expression for it is a screenful.
  if (jsonSchema.format === 'date' || jsonSchema.format === 'date-time') delete jsonSchema.pattern;
  // z.int() bounds itself to safe integers: true of every JSON number a server sends.
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

function inlineSchema(schema: Schema, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    override,
    metadata: z.registry(),
  }) as Json;
  return json;
}

/** Every named schema, and each endpoint's result and body under a name of its own. */
function componentSchemas(): Record<string, Json> {
  for (const endpoint of catalogue) {
    const base = capitalize(endpoint.id);
    if (!components.has(endpoint.result)) components.add(endpoint.result, { id: `${base}Result` });
    if (endpoint.body && !components.has(endpoint.body)) {
      components.add(endpoint.body, { id: `${base}Request` });
    }
  }
  const { schemas } = z.toJSONSchema(components, {
    uri: (id) => `${SCHEMAS}${id}`,
    io: 'output',
    override,
  });
  return Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((id) => {
        const { $schema: _dialect, $id: _id, ...json } = schemas[id] as Json;
        return [id, json];
      }),
  );
}

const ref = (schema: Schema) => ({ $ref: `${SCHEMAS}${components.get(schema)!.id}` });

const UNAUTHORIZED =
  'No valid access token: `JWT Token не найден`, `Invalid JWT Token`, or `Expired JWT Token` (renew with `POST /auth {refreshToken}` and retry once).';
const BLOCKED =
  'The caller is blocked (`Учётная запись заблокирована. Причина: <reason>`) or holds no panel role any more (`Нет доступа к административной панели`). The panel ends the session and shows the message on its login page.';
const adminOnlyText = (message: string) =>
  `A moderator: \`${message}\` (never 403, which logs out).`;

function errorResponses(endpoint: Endpoint): Record<string, Json> {
  const errors: Record<string, string> = {};
  if (endpoint.auth !== false) {
    errors[401] = UNAUTHORIZED;
    errors[403] = BLOCKED;
  }
  for (const [status, text] of Object.entries(endpoint.errors ?? {})) errors[status] = text;
  if (endpoint.adminOnly) {
    const refusal = adminOnlyText(
      typeof endpoint.adminOnly === 'string' ? endpoint.adminOnly : ADMIN_ONLY_MESSAGE,
    );
    errors[409] = errors[409] ? `${refusal} ${errors[409]}` : refusal;
  }
  return Object.fromEntries(
    Object.keys(errors)
      .sort()
      .map((status) => [
        status,
        { description: errors[status], content: { [JSON_TYPE]: { schema: ref(errorBody) } } },
      ]),
  );
}

function parameters(endpoint: Endpoint): Json[] {
  const pathParams = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
  const queryParams = Object.entries(endpoint.query ?? {}).map(([name, param]) => ({
    name,
    in: 'query',
    required: false,
    description: param.description,
    schema: inlineSchema(param.schema, 'input'),
  }));
  return [...pathParams, ...queryParams];
}

/** A file answer (the CSV export) or an event stream: the bytes, not `{ result }`. */
function fileResponse(type: string): Json {
  return {
    description:
      type === 'text/event-stream'
        ? 'Success: a stream of server-sent events that stays open; the events are described above.'
        : 'Success: the file, named in `Content-Disposition`.',
    content: { [type]: { schema: { type: 'string' } } },
  };
}

function operation(endpoint: Endpoint): Json {
  return {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth === false ? { security: [] } : {}),
    ...(endpoint.path.includes('{') || endpoint.query ? { parameters: parameters(endpoint) } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { [JSON_TYPE]: { schema: ref(endpoint.body), example: endpoint.probe.body } },
          },
        }
      : {}),
    responses: {
      [endpoint.status ?? 200]: endpoint.produces
        ? fileResponse(endpoint.produces)
        : {
            description: 'Success: the answer is in `result`.',
            content: {
              [JSON_TYPE]: {
                schema: {
                  type: 'object',
                  properties: { result: ref(endpoint.result) },
                  required: ['result'],
                  additionalProperties: false,
                },
              },
            },
          },
      ...(endpoint.empty ? { 204: { description: endpoint.empty } } : {}),
      ...errorResponses(endpoint),
    },
  };
}

export function openApiDocument(): Json {
  const schemas = componentSchemas();
  const paths: Record<string, Json> = {};
  for (const endpoint of catalogue) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(endpoint) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Who Will Win admin API',
      version: '1.0.0',
      description:
        'What the Who Will Win admin panel expects of its backend. Conventions, the session rules and the error catalogue: docs/api.md. Generated from the zod schemas the panel parses answers with (`npm run openapi`); the mock server serves it at /api/admin/openapi.json.',
    },
    servers: [
      {
        url: '/api/admin',
        description:
          'On the API origin (VITE_API_URL); the mock server: http://127.0.0.1:8787/api/admin',
      },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token of `POST /auth`, in `Authorization: Bearer <token>`.',
        },
      },
      schemas,
    },
  };
}
